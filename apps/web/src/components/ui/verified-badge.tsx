import type { SellerTier } from "@bechedaw/shared";
import { BadgeCheck } from "lucide-react";
import { t } from "@/lib/i18n/i18n";

/** The green tick beside a verified seller's name (an admin checked their identity). */
export function VerifiedBadge({ label = t("common.verifiedSeller") }: { label?: string }) {
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex">
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
    </span>
  );
}

/**
 * A seller's verification tier (decision 024) beside their name: "Email verified", the green
 * tick, or the tick with "Verified shop · <name>"; nothing below the first tier.
 */
export function SellerTierBadge({ tier, shopName }: { tier: SellerTier; shopName: string | null }) {
  if (tier === "identity") return <VerifiedBadge />;
  if (tier === "email") {
    return <span className="badge badge-ghost badge-sm">{t("common.emailVerified")}</span>;
  }
  if (tier !== "shop") return null;
  const label = t("common.verifiedShop", { name: shopName });
  return (
    <span className="inline-flex min-w-0 items-center gap-1 text-sm font-medium">
      <VerifiedBadge label={label} />
      <span aria-hidden="true" className="truncate">
        {label}
      </span>
    </span>
  );
}
