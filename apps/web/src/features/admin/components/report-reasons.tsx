import { ChevronDown, Flag } from "lucide-react";
import { formatMediumDate } from "@/lib/format-date";
import type { ReportedProduct } from "@/features/admin/api/admin-types";

/** How often the product was reported; opens to list each reason and its date. */
export function ReportReasons({ product }: { product: ReportedProduct }) {
  const count = product.reportCount;
  return (
    <details className="group max-w-72">
      <summary className="btn btn-sm btn-ghost -ml-3 gap-1.5 font-semibold">
        <Flag className="size-4 text-warning" aria-hidden="true" />
        {count} {count === 1 ? "report" : "reports"}
        <span className="sr-only"> for {product.name}: show the reasons</span>
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </summary>
      <ol className="mt-2 space-y-2 rounded-box bg-base-200 p-3 text-sm">
        {product.reports.length === 0 ? <li>No reasons recorded.</li> : null}
        {product.reports.map((report, index) => (
          <li key={`${report.date}-${index}`} className="space-y-0.5">
            <p className="break-words">
              {report.reason?.trim() ? (
                report.reason
              ) : (
                <span className="italic text-base-content/80">No reason given</span>
              )}
            </p>
            <p className="text-xs text-base-content/80">
              <time dateTime={report.date}>{formatMediumDate(report.date)}</time>
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}
