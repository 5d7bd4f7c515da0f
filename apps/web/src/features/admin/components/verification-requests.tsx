import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from "@bechedaw/shared/verification-messages";
import { BadgeCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { FormField, describedBy } from "@/components/ui/form-field";
import { ConfirmDialog, DialogActions, Modal } from "@/components/ui/modal";
import { PendingButton } from "@/components/ui/pending-button";
import { Spinner } from "@/components/ui/spinner";
import { SellerTierBadge } from "@/components/ui/verified-badge";
import { errorMessage } from "@/lib/error-message";
import { formatMediumDate } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import {
  useDecideVerification,
  useVerificationRequests,
  type PendingVerificationRequest as Request,
} from "../api/verification-requests";

/** A private document photo: the browser sends the admin's session cookie with it. */
function DocumentPhoto(props: { url: string; alt: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) {
    return <p className="rounded-box bg-base-200 p-4 text-sm">{t("review.sellers.photoFailed")}</p>;
  }
  return (
    <a href={props.url} target="_blank" rel="noreferrer" className="block">
      <img
        src={props.url}
        alt={props.alt}
        loading="lazy"
        className="max-h-72 w-full rounded-box bg-base-200 object-contain"
        onError={() => setHasFailed(true)}
      />
    </a>
  );
}

function RequestCard(props: {
  request: Request;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { request, isBusy } = props;
  const { seller } = request;
  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4 p-4 md:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold wrap-anywhere">
              {seller.name}
              <SellerTierBadge tier={seller.tier} shopName={null} />
            </h3>
            <p className="text-sm break-all text-base-content/80">{seller.email}</p>
            <p className="text-sm text-base-content/80">
              {t("review.sellers.memberSince", { date: formatMediumDate(seller.memberSince) })}
            </p>
          </div>
          <div className="space-y-1 text-end">
            <p className="badge badge-secondary badge-outline h-auto wrap-anywhere">
              {request.kind === "shop"
                ? t("review.sellers.shop", { name: request.shopName ?? "" })
                : t("review.sellers.identity")}
            </p>
            <p className="text-sm text-base-content/80">
              {t("review.sellers.sent", { date: formatMediumDate(request.createdAt) })}
            </p>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {request.photos.map((url, i) => (
            <DocumentPhoto
              key={url}
              url={url}
              alt={t("review.sellers.photo", { number: i + 1, name: seller.name })}
            />
          ))}
        </div>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-outline btn-error"
            disabled={isBusy}
            onClick={props.onReject}
          >
            {t("review.sellers.reject")}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={isBusy}
            onClick={props.onApprove}
          >
            {t("review.sellers.approve")}
          </button>
        </div>
      </div>
    </li>
  );
}

/** Asks why a request is rejected (the seller reads it) before rejecting it. */
function RejectDialog(props: {
  request: Request;
  isPending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const hint = t("review.sellers.reasonHint");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(VERIFICATION_MESSAGES.reasonRequired);
    props.onReject(text);
  };
  return (
    <Modal
      isOpen
      onClose={props.onClose}
      title={t("review.sellers.rejectTitle", { name: props.request.seller.name })}
    >
      <form noValidate onSubmit={submit}>
        <FormField id={id} label={t("review.sellers.reason")} hint={hint} error={error}>
          <textarea
            id={id}
            className={`textarea textarea-bordered w-full ${error ? "textarea-error" : ""}`}
            rows={3}
            maxLength={VERIFICATION_LIMITS.reason}
            value={reason}
            disabled={props.isPending}
            {...describedBy({ id, hint, error })}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <DialogActions
          onCancel={props.onClose}
          actionLabel={t("review.sellers.reject")}
          isPending={props.isPending}
        />
      </form>
    </Modal>
  );
}

type Dialog = { kind: "approve" | "reject"; request: Request };

/**
 * The review queue's section for seller verification (decision 024): pending requests, oldest
 * first, with the seller and the document's private photos, to approve or reject with a reason.
 */
export function VerificationRequests() {
  const queue = useVerificationRequests();
  const decide = useDecideVerification();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const requests = queue.data?.pages.flatMap((page) => page.requests) ?? [];
  const busyId = decide.isPending ? decide.variables.request.id : undefined;
  const titleId = useId();

  return (
    <section id="sellers" aria-labelledby={titleId} className="space-y-4 scroll-mt-20">
      <div className="space-y-1">
        <h2 id={titleId} className="text-2xl font-bold">
          {t("review.sellers.title")}
        </h2>
        <p className="text-base-content/80">{t("review.sellers.intro")}</p>
      </div>
      {queue.isPending ? (
        <Spinner label={t("review.sellers.loading")} />
      ) : queue.isError ? (
        <ErrorState
          title={t("review.sellers.failed")}
          message={errorMessage(queue.error)}
          onRetry={() => void queue.refetch()}
        />
      ) : requests.length === 0 ? (
        <EmptyState
          title={t("review.sellers.empty")}
          icon={<BadgeCheck className="size-12" aria-hidden="true" />}
        />
      ) : (
        <>
          <ul className="space-y-4">
            {requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                isBusy={busyId === request.id}
                onApprove={() => setDialog({ kind: "approve", request })}
                onReject={() => setDialog({ kind: "reject", request })}
              />
            ))}
          </ul>
          {queue.hasNextPage ? (
            <PendingButton
              className="btn-outline btn-secondary"
              isPending={queue.isFetchingNextPage}
              onClick={() => void queue.fetchNextPage()}
            >
              {t("review.sellers.more")}
            </PendingButton>
          ) : null}
        </>
      )}
      {dialog?.kind === "approve" ? (
        <ConfirmDialog
          isOpen
          title={t("review.sellers.approveTitle", { name: dialog.request.seller.name })}
          message={
            dialog.request.kind === "shop"
              ? t("review.sellers.approveShop", {
                  name: dialog.request.seller.name,
                  shop: dialog.request.shopName ?? "",
                })
              : t("review.sellers.approveIdentity", { name: dialog.request.seller.name })
          }
          confirmLabel={t("review.sellers.approve")}
          tone="primary"
          isPending={decide.isPending}
          onClose={close}
          onConfirm={() =>
            decide.mutate({ request: dialog.request, approve: true }, { onSettled: close })
          }
        />
      ) : dialog?.kind === "reject" ? (
        <RejectDialog
          request={dialog.request}
          isPending={decide.isPending}
          onClose={close}
          onReject={(reason) =>
            decide.mutate({ request: dialog.request, approve: false, reason }, { onSettled: close })
          }
        />
      ) : null}
    </section>
  );
}
