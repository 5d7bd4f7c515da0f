import type { ReportKind } from "@bechedaw/shared";
import { ChevronDown, Flag } from "lucide-react";
import { formatMediumDate } from "@/lib/i18n/format";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import type { ReportedProduct } from "@/features/admin/api/admin-types";

const KIND_TEXT: Record<ReportKind, MessageId> = {
  stolen: "admin.reported.kind.stolen",
  scam: "admin.reported.kind.scam",
  "wrong-info": "admin.reported.kind.wrong-info",
  other: "admin.reported.kind.other",
};

/** How often the product was reported; opens to list each reason and its date. */
export function ReportReasons({ product }: { product: ReportedProduct }) {
  const count = product.reportCount;
  return (
    <details className="group max-w-72">
      <summary className="btn btn-sm btn-ghost -ml-3 gap-1.5 font-semibold">
        <Flag className="size-4 text-warning" aria-hidden="true" />
        {t("admin.reported.count", { count })}
        <span className="sr-only"> {t("admin.reported.showReasons", { name: product.name })}</span>
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </summary>
      <ol className="mt-2 space-y-2 rounded-box bg-base-200 p-3 text-sm">
        {product.reports.length === 0 ? <li>{t("admin.reported.noReasons")}</li> : null}
        {product.reports.map((report, index) => (
          <li key={`${report.date}-${index}`} className="space-y-0.5">
            <span
              className={`badge badge-sm ${report.kind === "stolen" ? "badge-error" : "badge-ghost"}`}
            >
              {t(KIND_TEXT[report.kind])}
            </span>
            <p className="break-words">
              {report.reason?.trim() ? (
                report.reason
              ) : (
                <span className="italic text-base-content/80">{t("admin.reported.noReason")}</span>
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
