import {
  PRODUCT_MESSAGES,
  REPORT_KINDS,
  TEXT_LIMITS,
  type Product,
  type ReportKind,
} from "@bechedaw/shared";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { describedBy, FormField } from "@/components/ui/form-field";
import { DialogActions, Modal } from "@/components/ui/modal";
import { ApiRequestError } from "@/lib/api-client";
import { reportProduct } from "@/features/products/api/public-products";
import { formatNumber } from "@/lib/i18n/format";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

const REASON_MAX_LENGTH = TEXT_LIMITS.reportReason;

const KIND_TEXT: Record<ReportKind, MessageId> = {
  stolen: "find.report.kind.stolen",
  scam: "find.report.kind.scam",
  "wrong-info": "find.report.kind.wrong-info",
  other: "find.report.kind.other",
};

/**
 * Asks what is wrong (stolen, a scam, wrong information, something else) and an optional
 * reason, then reports the phone; the server's refusals arrive as toasts.
 */
export default function ReportDialog(props: { product: Product; onClose: () => void }) {
  // The kinds' words load with the phone pages' part of the catalog, not the home page's.
  useCatalogPart("find");
  const [reason, setReason] = useState("");
  const [kind, setKind] = useState<ReportKind>("other");
  const reasonId = useId();
  const kindName = useId();
  const count = t("find.report.count", {
    count: formatNumber(reason.length),
    max: formatNumber(REASON_MAX_LENGTH),
  });
  const report = useMutation({
    mutationFn: () => reportProduct(props.product._id, reason, kind),
    onSuccess: () => {
      toast.success(sharedText(PRODUCT_MESSAGES.reported));
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
    <Modal isOpen onClose={props.onClose} title={t("find.report.title")}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          report.mutate();
        }}
      >
        <p className="wrap-anywhere">{t("find.report.intro", { name: props.product.name })}</p>
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold">{t("find.report.kind")}</legend>
          {REPORT_KINDS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3">
              <input
                type="radio"
                className="radio radio-sm"
                name={kindName}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              <span>{t(KIND_TEXT[value])}</span>
            </label>
          ))}
        </fieldset>
        <FormField id={reasonId} label={t("find.report.reason")} hint={count}>
          <textarea
            id={reasonId}
            className="textarea textarea-bordered w-full"
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...describedBy({ id: reasonId, hint: count })}
          />
        </FormField>
        <DialogActions
          cancelLabel={t("find.report.cancel")}
          onCancel={props.onClose}
          actionLabel={t("find.report.submit")}
          isPending={report.isPending}
        />
      </form>
    </Modal>
  );
}
