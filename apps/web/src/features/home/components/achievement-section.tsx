import { SITE_FIGURE_MINIMUM, type SiteFigures } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { ShoppingBag, Smartphone, Store, type LucideIcon } from "lucide-react";
import { apiRequest } from "@/lib/api-client";
import { useCountUp, useSeenOnce } from "@/lib/use-count-up";
import { t } from "@/lib/i18n/i18n";
import type { MessageId } from "@/lib/i18n/catalog";
import { formatNumber } from "@/lib/i18n/format";
import { queryKeys } from "@/lib/query-keys";

const FIGURES: { key: keyof SiteFigures; label: MessageId; Icon: LucideIcon }[] = [
  { key: "phonesForSale", label: "home.achievement.phonesForSale", Icon: Smartphone },
  { key: "sellers", label: "home.achievement.sellers", Icon: Store },
  { key: "phonesSold", label: "home.achievement.phonesSold", Icon: ShoppingBag },
];

function Counter(props: {
  target: number;
  label: MessageId;
  Icon: LucideIcon;
  isRunning: boolean;
}) {
  const value = useCountUp(props.target, props.isRunning);
  return (
    <li className="flex flex-col items-center gap-2 rounded-box bg-base-100 p-6 text-center shadow-sm sm:max-w-sm sm:flex-1">
      <props.Icon aria-hidden="true" className="size-8 text-secondary" />
      {/* The moving number is for the eye; a screen reader hears the final figure once. */}
      <p aria-hidden="true" className="text-4xl font-bold tabular-nums text-secondary md:text-5xl">
        {formatNumber(value)}
      </p>
      <p aria-hidden="true" className="text-lg font-medium">
        {t(props.label)}
      </p>
      <p className="sr-only">
        {formatNumber(props.target)} {t(props.label)}
      </p>
    </li>
  );
}

/** The figures' list: mounted with them, so that it is there when its observer starts. */
function Figures(props: { data: SiteFigures; shown: typeof FIGURES }) {
  const [ref, isSeen] = useSeenOnce<HTMLUListElement>();
  return (
    <ul ref={ref} className="flex flex-col gap-6 sm:flex-row sm:justify-center">
      {props.shown.map(({ key, label, Icon }) => (
        <Counter key={key} target={props.data[key]} label={label} Icon={Icon} isRunning={isSeen} />
      ))}
    </ul>
  );
}

/**
 * "Our Achievement": the site's true figures, counted by the server. A figure below
 * SITE_FIGURE_MINIMUM is left out, and the section with it when none is left (a young site).
 */
export function AchievementSection() {
  const { data } = useQuery({
    queryKey: queryKeys.siteFigures,
    queryFn: ({ signal }) => apiRequest<SiteFigures>("/api/site-figures", { signal }),
    meta: { silent: true },
  });
  const shown = data ? FIGURES.filter(({ key }) => data[key] >= SITE_FIGURE_MINIMUM) : [];
  if (!data || shown.length === 0) return null;
  return (
    <section className="bg-base-200" aria-labelledby="achievement-heading">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="achievement-heading" className="mb-6 text-center text-3xl font-bold">
          {t("home.achievement.title")}
        </h2>
        <Figures data={data} shown={shown} />
      </div>
    </section>
  );
}
