import { zodResolver } from "@hookform/resolvers/zod";
import { DEAL_LIMITS, DEAL_MESSAGES, meetupProposalSchema } from "@bechedaw/shared";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDealStep } from "../api/deals";
import { dealErrorMessage } from "../api/deal-errors";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bangladesh is UTC+6 all year (no daylight saving time). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * `<input type="datetime-local">` speaks a wall-clock time without a zone ("2026-11-25T16:30"):
 * here always Bangladesh's, whatever zone the device is set to, so the time one side proposes
 * is the time the other sees (the deal page shows every time in Bangladesh time).
 */
function toDhakaInput(date: Date): string {
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}
function fromDhakaInput(value: string): Date {
  if (!LOCAL_INPUT.test(value)) return new Date(Number.NaN);
  return new Date(`${value.length === 16 ? `${value}:00` : value}+06:00`);
}

/**
 * The place, and a time in the future within the next 60 days (the server checks again); the
 * time leaves as ISO 8601 with its zone, so both sides and the server read the same moment.
 */
const formSchema = z.object({
  place: meetupProposalSchema.shape.place,
  at: z
    .string()
    .min(1, DEAL_MESSAGES.timeInvalid)
    .transform(fromDhakaInput)
    .refine((date) => !Number.isNaN(date.getTime()), DEAL_MESSAGES.timeInvalid)
    .refine((date) => date.getTime() > Date.now(), DEAL_MESSAGES.timeInPast)
    .refine(
      (date) => date.getTime() <= Date.now() + DEAL_LIMITS.meetupDaysAhead * DAY_MS,
      DEAL_MESSAGES.timeTooFar,
    )
    .transform((date) => date.toISOString()),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Proposes a meetup, or another one in place of the current proposal. */
export function MeetupForm(props: { dealId: string; title: string; isTitleHidden?: boolean }) {
  const step = useDealStep(props.dealId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { place: "", at: "" },
  });
  const { errors } = form.formState;
  const now = new Date();
  return (
    <form
      noValidate
      className="space-y-3"
      aria-labelledby="deal-meetup-form-title"
      onSubmit={form.handleSubmit((body) =>
        step.mutate(
          { step: "meetup", body },
          {
            onSuccess: () => {
              toast.success(t("deals.meetup.sent"));
              form.reset();
            },
            onError: (failure) => toast.error(dealErrorMessage(failure)),
          },
        ),
      )}
    >
      <h3 id="deal-meetup-form-title" className={props.isTitleHidden ? "sr-only" : "font-semibold"}>
        {props.title}
      </h3>
      <TextField
        id="deal-meetup-place"
        label={t("deals.meetup.place")}
        maxLength={DEAL_LIMITS.meetupPlace}
        hint={t("deals.meetup.placeHint")}
        aria-required="true"
        error={errors.place?.message}
        {...form.register("place")}
      />
      <TextField
        id="deal-meetup-at"
        label={t("deals.meetup.at")}
        type="datetime-local"
        hint={t("deals.meetup.atHint")}
        min={toDhakaInput(now)}
        max={toDhakaInput(new Date(now.getTime() + DEAL_LIMITS.meetupDaysAhead * DAY_MS))}
        aria-required="true"
        error={errors.at?.message}
        {...form.register("at")}
      />
      <PendingButton type="submit" className="btn-primary" isPending={step.isPending}>
        {t("deals.meetup.send")}
      </PendingButton>
    </form>
  );
}
