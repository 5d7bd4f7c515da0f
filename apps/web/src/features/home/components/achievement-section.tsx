import { ShoppingBag, Store, Users, type LucideIcon } from "lucide-react";
import { useCountUp, useSeenOnce } from "@/features/home/hooks/use-count-up";

const ACHIEVEMENTS: { target: number; label: string; Icon: LucideIcon }[] = [
  { target: 2000, label: "Users", Icon: Users },
  { target: 500, label: "Sellers", Icon: Store },
  { target: 300, label: "Products sell per day", Icon: ShoppingBag },
];

function Counter(props: { target: number; label: string; Icon: LucideIcon; isRunning: boolean }) {
  const value = useCountUp(props.target, props.isRunning);
  return (
    <li className="flex flex-col items-center gap-2 rounded-box bg-base-100 p-6 text-center shadow-sm">
      <props.Icon aria-hidden="true" className="size-8 text-secondary" />
      {/* The moving number is for the eye; a screen reader hears the final figure once. */}
      <p aria-hidden="true" className="text-4xl font-bold tabular-nums text-secondary md:text-5xl">
        {value}+
      </p>
      <p aria-hidden="true" className="text-lg font-medium">
        {props.label}
      </p>
      <p className="sr-only">
        {props.target}+ {props.label}
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
          Our Achievement
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
