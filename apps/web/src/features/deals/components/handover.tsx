import { zodResolver } from "@hookform/resolvers/zod";
import { handoverCodeSchema, type Deal, type HandoverCodeInput } from "@bechedaw/shared";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { formatDigits } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDealStep } from "../api/deals";
import { dealErrorMessage } from "../api/deal-errors";

/** The buyer's 6-digit code, large, to show the seller once the phone is in their hand. */
export function HandoverCode({ deal }: { deal: Deal }) {
  if (deal.handover.locked) {
    return (
      <p role="status" className="alert alert-warning">
        {t("deals.handover.lockedBuyer")}
      </p>
    );
  }
  const code = deal.handover.code;
  if (!code) return null;
  const shown = formatDigits(code);
  return (
    <section
      aria-labelledby="deal-code-title"
      className="space-y-2 rounded-box border-2 border-primary bg-base-100 p-4 text-center"
    >
      <h2 id="deal-code-title" className="flex items-center justify-center gap-2 font-semibold">
        <KeyRound className="size-5" aria-hidden="true" />
        {t("deals.code.title")}
      </h2>
      <p
        className="text-5xl font-bold tracking-[0.3em] tabular-nums"
        aria-label={t("deals.code.label", { code: [...shown].join(" ") })}
        data-testid="handover-code"
      >
        {shown}
      </p>
      <p className="font-medium">{t("deals.code.hint")}</p>
    </section>
  );
}

/** The seller types the buyer's code (Bangla digits too); the right one completes the sale. */
export function HandoverEntry({ deal }: { deal: Deal }) {
  const step = useDealStep(deal._id);
  const form = useForm<HandoverCodeInput, unknown, { code: string }>({
    resolver: zodResolver(handoverCodeSchema),
    defaultValues: { code: "" },
  });
  if (deal.handover.locked) {
    return (
      <section aria-labelledby="deal-handover-title" className="space-y-3">
        <h2 id="deal-handover-title" className="text-lg font-semibold">
          {t("deals.handover.title")}
        </h2>
        <p role="alert" className="alert alert-warning">
          {t("deals.handover.locked")}
        </p>
        <Link to="/dashboard/my-products" className="btn btn-outline">
          {t("deals.handover.myProducts")}
        </Link>
      </section>
    );
  }
  return (
    <form
      noValidate
      aria-labelledby="deal-handover-title"
      className="space-y-3"
      onSubmit={form.handleSubmit((body) =>
        step.mutate(
          { step: "handover", body },
          {
            onSuccess: () => toast.success(t("deals.handover.done")),
            onError: (failure) => {
              form.setError("code", { message: dealErrorMessage(failure) });
              form.setFocus("code");
            },
          },
        ),
      )}
    >
      <h2 id="deal-handover-title" className="text-lg font-semibold">
        {t("deals.handover.title")}
      </h2>
      <p className="text-sm">{t("deals.handover.hint")}</p>
      <div className="max-w-xs">
        <TextField
          id="deal-handover-code"
          label={t("deals.handover.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          className="text-xl tracking-widest"
          hint={`${t("deals.handover.codeHint")} ${t("deals.handover.triesLeft", { count: deal.handover.triesLeft })}`}
          aria-required="true"
          error={form.formState.errors.code?.message}
          {...form.register("code")}
        />
      </div>
      <PendingButton type="submit" className="btn-primary" isPending={step.isPending}>
        {t("deals.handover.submit")}
      </PendingButton>
    </form>
  );
}
