import type { Deal } from "@bechedaw/shared";
import { Spinner } from "@/components/ui/spinner";
import { useAccount } from "@/lib/account";
import { t } from "@/lib/i18n/i18n";
import { AcceptForm } from "./accept-form";
import { CancelDeal } from "./cancel-deal";
import { ContactLinks } from "./contact-links";
import { isOpen, isSide } from "./deal-sides";
import { HandoverCode, HandoverEntry } from "./handover";
import { MeetupSection } from "./meetup-section";
import { DealReview } from "./review-form";

/** The one thing the viewer can do now, with the contact and cancel that go with it. */
export function DealActions({ deal }: { deal: Deal }) {
  const isMoving = deal.status === "accepted" || deal.status === "meetup";
  return (
    <div className="space-y-6">
      {deal.viewer === "admin" ? (
        <p role="status" className="alert alert-info alert-soft">
          {t("deals.next.admin")}
        </p>
      ) : null}
      {deal.status === "booked" ? <Booked deal={deal} /> : null}
      <ContactLinks deal={deal} />
      {deal.status === "meetup" && deal.viewer === "buyer" ? <HandoverCode deal={deal} /> : null}
      {deal.status === "meetup" && deal.viewer === "seller" ? <HandoverEntry deal={deal} /> : null}
      {isMoving ? <MeetupSection deal={deal} /> : null}
      {deal.status === "sold" ? <DealReview deal={deal} /> : null}
      {isOpen(deal) && isSide(deal) ? <CancelDeal dealId={deal._id} /> : null}
    </div>
  );
}

function Booked({ deal }: { deal: Deal }) {
  if (deal.viewer === "seller") return <AcceptStep dealId={deal._id} />;
  if (deal.viewer === "buyer") return <p role="status">{t("deals.next.waitSeller")}</p>;
  return null;
}

/** The accept form starts with the seller's account number, once the account has loaded. */
function AcceptStep({ dealId }: { dealId: string }) {
  const account = useAccount({ silent: true });
  if (account.isPending) return <Spinner />;
  return <AcceptForm dealId={dealId} accountPhone={account.data?.phone ?? ""} />;
}
