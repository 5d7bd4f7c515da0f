import { BadgeCheck } from "lucide-react";

/** The green tick beside a verified seller's name. */
export function VerifiedBadge() {
  return (
    <span role="img" aria-label="Verified seller" title="Verified seller" className="inline-flex">
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
    </span>
  );
}
