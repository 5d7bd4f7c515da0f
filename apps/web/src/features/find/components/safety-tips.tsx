import { ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatDigits } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

/**
 * The safety tips in full, beside Book Now on a phone's page; the cards link here (`#safety`).
 * `imeiLast4` is the listing's, for the `*#06#` check; null when it has no passport.
 */
export function SafetyTips({ imeiLast4 }: { imeiLast4: string | null }) {
  const section = useRef<HTMLElement>(null);
  // A card's "Safety tips" link opens the page at the tips, once the phone has loaded.
  useEffect(() => {
    if (window.location.hash === "#safety") section.current?.scrollIntoView();
  }, []);
  const tips = [
    t("find.safety.public"),
    imeiLast4
      ? t("find.safety.imei", { digits: formatDigits(imeiLast4) })
      : t("find.safety.imeiUnknown"),
    t("find.safety.kyd"),
  ];
  return (
    <section
      ref={section}
      id="safety"
      aria-labelledby="safety-title"
      className="scroll-mt-20 rounded-box bg-base-200 p-4"
    >
      <h2 id="safety-title" className="mb-2 flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-success" />
        {t("find.safety.title")}
      </h2>
      {/* The scam of Bangladesh's phone groups, said first and plainly. */}
      <p
        role="note"
        className="alert alert-warning alert-soft mb-2 text-sm font-semibold text-base-content"
      >
        {t("find.safety.advance")}
      </p>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
