import { ShoppingBag, Store, Users, type LucideIcon } from "lucide-react";
import { useCountUp, useSeenOnce } from "@/lib/use-count-up";
import { t } from "@/lib/i18n/i18n";
import type { MessageId } from "@/lib/i18n/catalog";
import { formatNumber } from "@/lib/i18n/format";

const ACHIEVEMENTS: { target: number; label: MessageId; Icon: LucideIcon }[] = [
  { target: 2000, label: "home.achievement.users", Icon: Users },
  { target: 500, label: "home.achievement.sellers", Icon: Store },
  { target: 300, label: "home.achievement.salesPerDay", Icon: ShoppingBag },
];

function Counter(props: {
  target: number;
  label: MessageId;
  Icon: LucideIcon;
  isRunning: boolean;
}) {
  const value = useCountUp(props.target, props.isRunning);
  return (
    <li className="flex flex-col items-center gap-2 rounded-box bg-base-100 p-6 text-center shadow-sm">
      <props.Icon aria-hidden="true" className="size-8 text-secondary" />
      {/* The moving number is for the eye; a screen reader hears the final figure once. */}
      <p aria-hidden="true" className="text-4xl font-bold tabular-nums text-secondary md:text-5xl">
        {t("home.achievement.figure", { count: formatNumber(value, { isGrouped: false }) })}
      </p>
      <p aria-hidden="true" className="text-lg font-medium">
        {t(props.label)}
      </p>
      <p className="sr-only">
        {t("home.achievement.figure", { count: formatNumber(props.target, { isGrouped: false }) })}{" "}
        {t(props.label)}
      </p>
    </li>
  );
}

export function AchievementSection() {
  const [ref, isSeen] = useSeenOnce<HTMLUListElement>();
  return (
    <section className="bg-base-200" aria-labelledby="achievement-heading">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="achievement-heading" className="mb-6 text-center text-3xl font-bold">
          {t("home.achievement.title")}
        </h2>
        <ul ref={ref} className="grid grid-cols-1 gap-6 sm:grid-cols-3">
          {ACHIEVEMENTS.map((achievement) => (
            <Counter key={achievement.label} {...achievement} isRunning={isSeen} />
          ))}
        </ul>
      </div>
    </section>
  );
}
