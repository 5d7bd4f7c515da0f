import type { ReviewItem } from "@bechedaw/shared";
import { CheckCircle2, Ban, Undo2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductThumbnail } from "@/components/ui/product-thumbnail";
import { formatMediumDate, formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { brandLabel } from "@/lib/i18n/labels";
import { ReviewPassport } from "./review-passport";
import { ReviewFlags, ReviewReports, statusLabel } from "./review-signals";

export type ReviewAction = "approve" | "reject" | "ban" | "unban";

const STATUS_BADGE = {
  available: "badge-success badge-soft",
  sold: "badge-ghost",
  held: "badge-warning",
  rejected: "badge-error badge-soft",
} as const;

/** A decision's button; its accessible name says what it does to which listing. */
function Action(props: {
  className: string;
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  isBusy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${props.className}`}
      disabled={props.isBusy}
      aria-label={props.ariaLabel}
      onClick={props.onClick}
    >
      {props.icon}
      {props.label}
    </button>
  );
}

/** One listing in the queue: what it is, what was found, its passport, and the decisions. */
export function ReviewItemCard(props: {
  item: ReviewItem;
  isBusy: boolean;
  onAction: (action: ReviewAction, item: ReviewItem) => void;
}) {
  const { item } = props;
  const action = (kind: ReviewAction) => ({
    isBusy: props.isBusy,
    onClick: () => props.onAction(kind, item),
  });
  const isHeld = item.status === "held";
  return (
    <article
      aria-labelledby={`review-${item._id}`}
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ProductThumbnail
          img={item.img}
          name={item.name}
          nameAs="h3"
          nameId={`review-${item._id}`}
          details={
            <>
              {brandLabel(item.brand)} · {formatTaka(item.description.resalePrice)} ·{" "}
              {t("review.listed", { date: formatMediumDate(item.description.date) })}
            </>
          }
        />
        <div className="flex flex-wrap gap-1">
          <span className={`badge h-auto min-h-6 ${STATUS_BADGE[item.status]}`}>
            {statusLabel(item.status)}
          </span>
          {item.sellerBanned ? (
            <span className="badge badge-error h-auto min-h-6">{t("review.sellerBanned")}</span>
          ) : null}
        </div>
      </div>
      <p className="text-sm wrap-anywhere">
        {t("review.seller", { name: item.sellerName, email: item.sellerEmail })}
      </p>
      {item.rejectionReason ? (
        <p className="text-sm wrap-anywhere text-error">
          {t("review.rejectedBecause", { reason: item.rejectionReason })}
        </p>
      ) : null}
      <ReviewFlags flags={item.flags} />
      <ReviewReports item={item} />
      <ReviewPassport passport={item.privatePassport} />
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/phones/${encodeURIComponent(item._id)}`}
          target="_blank"
          rel="noopener"
          className="btn btn-ghost btn-sm"
        >
          {t("review.openListing")}
        </Link>
        <Action
          className="btn-success"
          label={t(isHeld ? "review.publish" : "review.approve")}
          ariaLabel={t(isHeld ? "review.publishOf" : "review.approveOf", { name: item.name })}
          icon={<CheckCircle2 aria-hidden="true" className="size-4" />}
          {...action("approve")}
        />
        {item.status === "rejected" ? null : (
          <Action
            className="btn-warning"
            label={t("review.reject")}
            ariaLabel={t("review.rejectOf", { name: item.name })}
            icon={<XCircle aria-hidden="true" className="size-4" />}
            {...action("reject")}
          />
        )}
        {item.sellerBanned ? (
          <Action
            className="btn-ghost"
            label={t("review.unban")}
            ariaLabel={t("review.unbanOf", { name: item.name })}
            icon={<Undo2 aria-hidden="true" className="size-4" />}
            {...action("unban")}
          />
        ) : (
          <Action
            className="btn-error"
            label={t("review.ban")}
            ariaLabel={t("review.banOf", { name: item.name })}
            icon={<Ban aria-hidden="true" className="size-4" />}
            {...action("ban")}
          />
        )}
      </div>
    </article>
  );
}
