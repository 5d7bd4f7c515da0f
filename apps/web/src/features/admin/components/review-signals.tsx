import type {
  ListingText,
  MatchStatus,
  ReviewFlag,
  ReviewItem,
  ReviewReport,
} from "@bechedaw/shared";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatDigits, formatMediumDate, formatNumber, formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import type { MessageId } from "@/lib/i18n/catalog";

const STATUS_IDS: Record<MatchStatus, MessageId> = {
  available: "review.status.available",
  sold: "review.status.sold",
  held: "review.status.held",
  rejected: "review.status.rejected",
  deleted: "review.status.deleted",
};

const TEXT_IDS: Record<ListingText, MessageId> = {
  name: "review.text.name",
  colour: "review.text.colour",
  description: "review.text.description",
};

export const statusLabel = (status: MatchStatus) => t(STATUS_IDS[status]);

/** Other listings, by a short name each ("Listing 1"), opening their page in a new tab. */
function ListingLinks({ ids }: { ids: string[] }) {
  return ids.map((id, index) => (
    <Link
      key={id}
      to={`/phones/${encodeURIComponent(id)}`}
      target="_blank"
      rel="noopener"
      className="link link-primary me-2"
    >
      {t("review.listing", { n: formatNumber(index + 1) })}
    </Link>
  ));
}

function FlagDetails({ flag }: { flag: ReviewFlag }) {
  switch (flag.kind) {
    case "same-imei":
      return (
        <ul className="ms-4 list-disc">
          {flag.details.matches.map((match) => (
            <li key={`${match.productId}-${match.imei}`}>
              {t("review.match", {
                imei: formatDigits(match.imei),
                status: statusLabel(match.status),
              })}
              {match.reportedStolen ? (
                <span className="badge badge-error badge-sm ms-2">{t("review.match.stolen")}</span>
              ) : null}{" "}
              <ListingLinks ids={[match.productId]} />
            </li>
          ))}
        </ul>
      );
    case "reused-photo":
      return (
        <ul className="ms-4 list-disc">
          {flag.details.photos.flatMap((photo) =>
            photo.copies.map((copy) => (
              <li key={`${photo.imageId}-${copy.imageId}`}>
                {t("review.copy", { distance: copy.distance })}:{" "}
                <ListingLinks ids={copy.productIds} />
              </li>
            )),
          )}
        </ul>
      );
    case "low-price":
    case "asks-advance":
      return null;
  }
}

function flagTitle(flag: ReviewFlag): string {
  switch (flag.kind) {
    case "same-imei":
      return t("review.flag.same-imei", { count: flag.details.matches.length });
    case "reused-photo": {
      const listings = new Set(
        flag.details.photos.flatMap((photo) => photo.copies.flatMap((copy) => copy.productIds)),
      );
      return t("review.flag.reused-photo", { count: listings.size });
    }
    case "low-price":
      return t("review.flag.low-price", {
        price: formatTaka(flag.details.price),
        median: formatTaka(flag.details.median),
        percent: formatNumber(Math.round(flag.details.ratio * 100)),
      });
    case "asks-advance":
      return t("review.flag.asks-advance", {
        fields: flag.details.fields.map((field) => t(TEXT_IDS[field])).join(", "),
      });
  }
}

/** What the server found on the listing; reviewed signals stay listed, marked and greyed. */
export function ReviewFlags({ flags }: { flags: ReviewFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t("review.signals")}>
      {flags.map((flag) => (
        <li key={flag.kind} className={flag.reviewedAt ? "text-base-content/70" : "font-medium"}>
          <TriangleAlert
            aria-hidden="true"
            className={`me-1.5 inline size-4 align-[-0.125em] ${flag.reviewedAt ? "" : "text-error"}`}
          />
          <span className="wrap-anywhere">{flagTitle(flag)}</span>
          {flag.reviewedAt ? (
            <span className="badge badge-ghost badge-sm ms-2">{t("review.reviewed")}</span>
          ) : null}
          <div className="text-sm font-normal text-base-content/80">
            <FlagDetails flag={flag} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const REPORT_KIND_IDS: Record<ReviewReport["kind"], MessageId> = {
  stolen: "review.report.stolen",
  scam: "review.report.scam",
  "wrong-info": "review.report.wrong-info",
  other: "review.report.other",
};

/** The listing's reports, newest first: what kind, why and when, never who. */
export function ReviewReports({ item }: { item: ReviewItem }) {
  if (item.reports.length === 0) return null;
  return (
    <div>
      <p className="font-medium">{t("review.reports", { count: item.reports.length })}</p>
      <ul className="ms-4 list-disc text-sm">
        {item.reports.map((report, index) => (
          <li key={index} className="wrap-anywhere">
            <span
              className={`badge badge-sm me-2 ${report.kind === "stolen" ? "badge-error" : "badge-ghost"}`}
            >
              {t(REPORT_KIND_IDS[report.kind])}
            </span>
            {report.reason ?? (
              <span className="italic text-base-content/80">{t("review.report.noReason")}</span>
            )}{" "}
            <span className="text-base-content/70">· {formatMediumDate(report.date)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
