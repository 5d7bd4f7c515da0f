import { useEffect } from "react";
import { useLocation } from "react-router";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { t } from "@/lib/i18n/i18n";
import { DealModeration } from "@/features/admin/components/deal-moderation";
import { ListingReview } from "@/features/admin/components/listing-review";
import { VerificationRequests } from "@/features/admin/components/verification-requests";

/**
 * `/dashboard/review`, admins only: what waits for an admin's decision, sellers' verification
 * requests (decision 024), then listings (decision 023), then deal messages and reviews flagged or
 * reported (decision 030). Each is a section of its own, with its
 * own heading, loading and errors.
 */
export default function ReviewQueuePage() {
  useCatalogPart("admin");
  useScrollToSection();
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">{t("review.title")}</h1>
        <p className="text-base-content/80">{t("review.intro")}</p>
      </div>
      {/* A few sellers wait above the long list of listings, never under its "Show more". */}
      <VerificationRequests />
      <ListingReview />
      <DealModeration />
    </div>
  );
}

/** A link from the admin's home names a section (`#sellers`): the page opens at it. */
function useScrollToSection() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
}
