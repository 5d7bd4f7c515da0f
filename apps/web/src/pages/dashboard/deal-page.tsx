import { lazy } from "react";
import { useParams } from "react-router";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

// The page's code, with its forms and Zod, is listed by this small chunk rather than by the
// router in the entry chunk, whose 120 KB budget (decision 013) has no room for the list.
const DealPageBody = lazy(() => import("./deal-page-body"));

/**
 * `/dashboard/deals/:id`: one deal as its buyer, its seller or an admin reads it (decision 030):
 * the phone, the steps, the one action the viewer can take now, and the thread.
 */
export default function DealPage() {
  useCatalogPart("deals");
  const { id = "" } = useParams();
  return <DealPageBody id={id} />;
}
