import type { MainBrand } from "@bechedaw/shared/constants";
import type { ReactNode } from "react";

const c = (token: string) => `var(--color-${token})`;

/** Generic phone drawings, one shape per category (a notch, a punch-hole, a waterdrop). */
const SCREEN_MARK: Record<MainBrand, ReactNode> = {
  Apple: <rect x="82" y="30" width="36" height="9" rx="4.5" fill={c("neutral")} />,
  Samsung: <circle cx="100" cy="36" r="4.5" fill={c("neutral")} />,
  Oppo: <path d="M90 28 h20 q-4 10 -10 10 q-6 0 -10 -10 z" fill={c("neutral")} />,
};

const BODY: Record<MainBrand, string> = {
  Apple: "secondary",
  Samsung: "neutral",
  Oppo: "accent",
};

export function CategoryArt({ brand }: { brand: MainBrand }) {
  return (
    <svg viewBox="0 0 200 180" aria-hidden="true" className="h-20 w-full sm:h-36" focusable="false">
      <ellipse cx="100" cy="166" rx="56" ry="7" fill={c("base-300")} />
      <circle cx="100" cy="88" r="74" fill={c("primary")} opacity="0.18" />
      <rect x="58" y="18" width="84" height="144" rx="18" fill={c(BODY[brand])} />
      <rect x="64" y="26" width="72" height="128" rx="13" fill={c("base-100")} />
      {SCREEN_MARK[brand]}
      <rect x="74" y="56" width="52" height="40" rx="8" fill={c("primary")} opacity="0.75" />
      <rect x="74" y="106" width="40" height="7" rx="3.5" fill={c("base-300")} />
      <rect x="74" y="119" width="28" height="7" rx="3.5" fill={c("base-300")} />
      <rect x="86" y="142" width="28" height="4" rx="2" fill={c("base-300")} />
    </svg>
  );
}
