import { DEAL_MESSAGES } from "@bechedaw/shared/deal-messages";
import { TriangleAlert } from "lucide-react";
import { sharedText } from "@/lib/i18n/shared-text";

/** "Never pay an advance": the scam this page exists to stop, said plainly. */
export function NoAdvance() {
  return (
    <p className="alert alert-warning alert-soft text-sm" role="note">
      <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
      {/* The page's text colour: the warning colour on its soft background is 4.37:1 (< 4.5). */}
      <span className="font-medium text-base-content">{sharedText(DEAL_MESSAGES.noAdvance)}</span>
    </p>
  );
}
