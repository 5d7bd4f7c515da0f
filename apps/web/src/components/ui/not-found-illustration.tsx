import { useId } from "react";
import { t } from "@/lib/i18n/i18n";

type NotFoundIllustrationProps = { className?: string };

const digitProps = {
  y: 212,
  fontSize: 150,
  fontWeight: 800,
  fontFamily: "inherit",
  textAnchor: "middle",
  fill: "var(--color-primary)",
} as const;

export function NotFoundIllustration({ className }: NotFoundIllustrationProps) {
  const titleId = useId();
  return (
    <svg
      viewBox="0 0 400 290"
      width="100%"
      role="img"
      aria-labelledby={titleId}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{t("common.notFound.art")}</title>
      <ellipse cx="200" cy="150" rx="195" ry="125" fill="var(--color-base-200)" />
      <ellipse cx="200" cy="262" rx="72" ry="10" fill="var(--color-base-300)" />

      <text x="88" {...digitProps}>
        4
      </text>
      <text x="312" {...digitProps}>
        4
      </text>

      <g transform="rotate(-8 200 160)">
        <rect x="150" y="66" width="100" height="186" rx="18" fill="var(--color-neutral)" />
        <rect x="158" y="82" width="84" height="156" rx="9" fill="var(--color-base-100)" />
        <rect x="186" y="72" width="28" height="4" rx="2" fill="var(--color-neutral-content)" />
        <path
          d="M242 96 L224 114 L234 124 L210 148 M224 114 L206 108 M234 124 L242 140"
          fill="none"
          stroke="var(--color-base-content)"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          opacity="0.55"
        />
        <path
          d="M176 142 l14 -5 M210 137 l14 5"
          stroke="var(--color-base-content)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="184" cy="156" r="7" fill="var(--color-base-content)" />
        <circle cx="216" cy="156" r="7" fill="var(--color-base-content)" />
        <circle cx="186" cy="153" r="2.2" fill="var(--color-base-100)" />
        <circle cx="218" cy="153" r="2.2" fill="var(--color-base-100)" />
        <circle cx="172" cy="176" r="6" fill="var(--color-primary)" opacity="0.45" />
        <circle cx="228" cy="176" r="6" fill="var(--color-primary)" opacity="0.45" />
        <path
          d="M186 190 q7 -7 14 0 t14 0"
          fill="none"
          stroke="var(--color-base-content)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>

      <text
        x="262"
        y="58"
        fontSize="46"
        fontWeight="700"
        fontFamily="inherit"
        fill="var(--color-secondary)"
        transform="rotate(12 262 58)"
      >
        ?
      </text>
      <path
        d="M120 70 l-14 -10 M116 88 l-18 -2 M128 56 l-6 -16"
        stroke="var(--color-secondary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
