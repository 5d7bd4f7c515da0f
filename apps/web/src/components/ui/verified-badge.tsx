import { BadgeCheck } from "lucide-react";
import { t } from "@/lib/i18n/i18n";

/** The green tick beside a verified seller's name. */
export function VerifiedBadge() {
  return (
    <span
      role="img"
      aria-label={t("common.verifiedSeller")}
      title={t("common.verifiedSeller")}
      className="inline-flex"
    >
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
    </span>
  );
}
