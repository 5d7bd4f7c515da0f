import { PRODUCT_MESSAGES, type Product } from "@bechedaw/shared";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "@/components/ui/modal";
import { ApiRequestError } from "@/lib/api-client";
import { reportProduct } from "@/features/products/api/public-products";

const REASON_MAX_LENGTH = 500;

/** Asks for an optional reason, then reports the phone; the server's refusals arrive as toasts. */
export default function ReportDialog(props: { product: Product; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const report = useMutation({
    mutationFn: () => reportProduct(props.product._id, reason),
    onSuccess: () => {
      toast.success(PRODUCT_MESSAGES.reported);
      props.onClose();
    },
    onError: (error) => {
      // Already reported (409) or your own phone (403): nothing to retry, so close.
      const isRefusal =
        error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500;
      if (isRefusal) props.onClose();
    },
  });

  return (
    <Modal isOpen onClose={props.onClose} title="Report this phone">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          report.mutate();
        }}
      >
        <p>
          Tell us what is wrong with <strong>{props.product.name}</strong>. Our team will take a
          look.
        </p>
        <div className="form-control w-full">
          <label htmlFor={reasonId} className="label mb-1">
            <span className="label-text font-medium text-base-content">Reason (optional)</span>
          </label>
          <textarea
            id={reasonId}
            className="textarea textarea-bordered w-full"
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${reasonId}-count`}
          />
          <p id={`${reasonId}-count`} className="mt-1 text-right text-sm text-base-content/70">
            {reason.length}/{REASON_MAX_LENGTH}
          </p>
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-error" disabled={report.isPending}>
            {report.isPending ? (
              <span className="loading loading-spinner" aria-hidden="true" />
            ) : null}
            Report
          </button>
        </div>
      </form>
    </Modal>
  );
}
