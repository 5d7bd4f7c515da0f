import { zodResolver } from "@hookform/resolvers/zod";
import { cancelDealSchema, DEAL_LIMITS, type CancelDealInput } from "@bechedaw/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { describedBy, FormField } from "@/components/ui/form-field";
import { DialogActions, Modal } from "@/components/ui/modal";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDealStep } from "../api/deals";
import { dealErrorMessage } from "../api/deal-errors";

/** Cancel, with a reason the other side reads, in a dialog of the page's own style. */
export function CancelDeal({ dealId }: { dealId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline btn-error" onClick={() => setIsOpen(true)}>
        {t("deals.cancel.open")}
      </button>
      {isOpen ? (
        <Modal isOpen onClose={() => setIsOpen(false)} title={t("deals.cancel.title")}>
          <CancelForm dealId={dealId} onDone={() => setIsOpen(false)} />
        </Modal>
      ) : null}
    </>
  );
}

function CancelForm(props: { dealId: string; onDone: () => void }) {
  const step = useDealStep(props.dealId);
  const form = useForm<CancelDealInput, unknown, { reason: string }>({
    resolver: zodResolver(cancelDealSchema),
    defaultValues: { reason: "" },
  });
  const error = form.formState.errors.reason?.message;
  const hint = t("deals.cancel.hint");
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((body) =>
        step.mutate(
          { step: "cancel", body },
          {
            onSuccess: () => {
              toast.success(t("deals.cancel.done"));
              props.onDone();
            },
            onError: (failure) => toast.error(dealErrorMessage(failure)),
          },
        ),
      )}
    >
      <FormField id="deal-cancel-reason" label={t("deals.cancel.reason")} hint={hint} error={error}>
        <textarea
          id="deal-cancel-reason"
          className={`textarea textarea-bordered w-full ${error ? "textarea-error" : ""}`}
          rows={3}
          maxLength={DEAL_LIMITS.cancelReason}
          aria-required="true"
          {...describedBy({ id: "deal-cancel-reason", hint, error })}
          {...form.register("reason")}
        />
      </FormField>
      <DialogActions
        cancelLabel={t("deals.cancel.keep")}
        onCancel={props.onDone}
        actionLabel={t("deals.cancel.confirm")}
        isPending={step.isPending}
      />
    </form>
  );
}
