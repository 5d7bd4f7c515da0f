import type { AdminSummary } from "@bechedaw/shared";
import { Link } from "react-router";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useAdminSummary } from "../api/admin-summary";

/**
 * Each count, what it says, and where it is dealt with. The review page's sections take the
 * part of the queue from `only` and scroll to their `#id`. Locked handovers have no list of
 * their own yet: their count says how many deals wait.
 */
const LINES: { key: keyof AdminSummary; text: MessageId; href?: string }[] = [
  { key: "listingsToReview", text: "admin.work.listings", href: "/dashboard/review#listings" },
  { key: "heldListings", text: "admin.work.held", href: "/dashboard/review?only=held#listings" },
  {
    key: "reportedListings",
    text: "admin.work.reported",
    href: "/dashboard/review?only=reported#listings",
  },
  { key: "verificationRequests", text: "admin.work.sellers", href: "/dashboard/review#sellers" },
  { key: "messagesToModerate", text: "admin.work.messages", href: "/dashboard/review#deal-talk" },
  { key: "reviewsToModerate", text: "admin.work.reviews", href: "/dashboard/review#deal-talk" },
  { key: "lockedHandovers", text: "admin.work.locked" },
];

/** The admin's home: what waits for an admin, with how many and a link to each list. */
export function AdminWork() {
  useCatalogPart("admin");
  const summary = useAdminSummary();
  if (summary.isPending) return <Spinner label={t("admin.work.loading")} />;
  if (summary.isError) {
    return (
      <ErrorState
        title={t("admin.work.failed")}
        message={errorMessage(summary.error)}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const waiting = LINES.filter((line) => summary.data[line.key] > 0);
  return (
    <section aria-labelledby="admin-work-title" className="space-y-3">
      <h2 id="admin-work-title" className="text-2xl font-bold">
        {t("admin.work.title")}
      </h2>
      {waiting.length === 0 ? (
        <p>{t("admin.work.nothing")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {waiting.map((line) => {
            const count = summary.data[line.key];
            const text = t(line.text, { count });
            return (
              <li key={line.key} className="card card-border p-4">
                {line.href ? (
                  <Link to={line.href} className="link font-semibold">
                    {text}
                  </Link>
                ) : (
                  <span className="font-semibold">{text}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
