import { TEXT_LIMITS } from "@bechedaw/shared/constants";
import { useId, useState } from "react";
import { describedBy, FormField } from "@/components/ui/form-field";
import { DialogActions, Modal } from "@/components/ui/modal";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

const REASON_MAX_LENGTH = TEXT_LIMITS.rejectionReason;

/** Asks for the reason the seller will read, then rejects the listing. */
export function RejectDialog(props: {
  name: string;
  isPending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const hint = t("review.rejectCount", {
    count: formatNumber(reason.length),
    max: formatNumber(REASON_MAX_LENGTH),
  });
  return (
    <Modal isOpen onClose={props.onClose} title={t("review.rejectTitle")}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          if (!trimmed) return setError(t("review.rejectReasonMissing"));
          props.onReject(trimmed);
        }}
      >
        <p className="wrap-anywhere">{t("review.rejectText", { name: props.name })}</p>
        <FormField id={id} label={t("review.rejectReason")} hint={hint} error={error}>
          <textarea
            id={id}
            className="textarea textarea-bordered w-full"
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            {...describedBy({ id, hint, error })}
          />
        </FormField>
        <DialogActions
          onCancel={props.onClose}
          actionLabel={t("review.reject")}
          isPending={props.isPending}
        />
      </form>
    </Modal>
  );
}
