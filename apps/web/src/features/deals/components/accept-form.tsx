import { zodResolver } from "@hookform/resolvers/zod";
import { acceptDealSchema, TEXT_LIMITS, type AcceptDealInput } from "@bechedaw/shared";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDealStep } from "../api/deals";
import { dealErrorMessage } from "../api/deal-errors";

/** The seller accepts this buyer, giving the number the buyer will see (their account's to start). */
export function AcceptForm(props: { dealId: string; accountPhone: string }) {
  const step = useDealStep(props.dealId);
  const form = useForm<AcceptDealInput, unknown, { phone: string }>({
    resolver: zodResolver(acceptDealSchema),
    defaultValues: { phone: props.accountPhone },
  });
  const error = form.formState.errors.phone?.message;
  return (
    <form
      noValidate
      className="space-y-3"
      aria-labelledby="deal-accept-title"
      onSubmit={form.handleSubmit((body) =>
        step.mutate(
          { step: "accept", body },
          {
            onSuccess: () => toast.success(t("deals.accept.done")),
            onError: (failure) => toast.error(dealErrorMessage(failure)),
          },
        ),
      )}
    >
      <h2 id="deal-accept-title" className="text-lg font-semibold">
        {t("deals.accept.title")}
      </h2>
      <p className="text-sm">{t("deals.accept.hint")}</p>
      <TextField
        id="deal-accept-phone"
        label={t("deals.accept.phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={TEXT_LIMITS.phone}
        hint={t("deals.accept.phoneHint")}
        aria-required="true"
        error={error}
        {...form.register("phone")}
      />
      <PendingButton type="submit" className="btn-primary" isPending={step.isPending}>
        {t("deals.accept.submit")}
      </PendingButton>
    </form>
  );
}
