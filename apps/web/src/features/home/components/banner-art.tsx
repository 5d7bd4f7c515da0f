import { useId } from "react";
import { t } from "@/lib/i18n/i18n";

const c = (token: string) => `var(--color-${token})`;

/** Our own artwork: two generic phones changing hands over a price tag. No brand marks. */
export function BannerArt({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <svg
      viewBox="0 0 420 320"
      role="img"
      aria-labelledby={titleId}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{t("home.banner.art")}</title>
      <circle cx="210" cy="165" r="150" fill={c("base-100")} opacity="0.7" />
      <circle cx="330" cy="60" r="26" fill={c("primary")} opacity="0.35" />
      <circle cx="70" cy="260" r="18" fill={c("secondary")} opacity="0.2" />

      <g transform="rotate(-10 150 170)">
        <rect x="95" y="52" width="118" height="232" rx="22" fill={c("neutral")} />
        <rect x="104" y="66" width="100" height="204" rx="14" fill={c("base-200")} />
        <rect x="138" y="58" width="32" height="5" rx="2.5" fill={c("neutral-content")} />
        <rect x="116" y="86" width="76" height="62" rx="10" fill={c("primary")} opacity="0.8" />
        <rect x="116" y="160" width="56" height="8" rx="4" fill={c("base-300")} />
        <rect x="116" y="176" width="40" height="8" rx="4" fill={c("base-300")} />
        <rect x="116" y="234" width="76" height="22" rx="11" fill={c("secondary")} />
      </g>

      <g transform="rotate(9 280 170)">
        <rect x="222" y="62" width="112" height="222" rx="26" fill={c("secondary")} />
        <rect x="230" y="72" width="96" height="202" rx="19" fill={c("base-100")} />
        <circle cx="278" cy="84" r="4" fill={c("neutral")} />
        <circle cx="278" cy="150" r="34" fill={c("accent")} opacity="0.18" />
        <path
          d="M262 150 l11 11 l21 -23"
          fill="none"
          stroke={c("accent")}
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="248" y="206" width="60" height="8" rx="4" fill={c("base-300")} />
        <rect x="256" y="222" width="44" height="8" rx="4" fill={c("base-300")} />
      </g>

      <g transform="rotate(-6 212 262)">
        <path d="M160 240 h96 l22 22 l-22 22 h-96 z" fill={c("primary")} />
        <circle cx="250" cy="262" r="5" fill={c("base-100")} />
        <text
          x="204"
          y="274"
          textAnchor="middle"
          fontSize="32"
          fontWeight="700"
          fontFamily="inherit"
          fill={c("primary-content")}
        >
          ৳
        </text>
      </g>

      <path
        d="M196 36 q22 -18 44 0"
        fill="none"
        stroke={c("secondary")}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M236 26 l6 10 l-11 2" fill={c("secondary")} />
    </svg>
  );
}
