import { zodResolver } from "@hookform/resolvers/zod";
import { DEAL_LIMITS, reviewBodySchema, type Deal, type ReviewInput } from "@bechedaw/shared";
import { Star } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { describedBy, FormField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { sharedText } from "@/lib/i18n/shared-text";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDealStep } from "../api/deals";
import { dealErrorMessage, isConflict } from "../api/deal-errors";
import { otherSideName } from "./deal-sides";

const STARS = [1, 2, 3, 4, 5] as const;

/** After a sale by code: the caller's review of the other side, or the form to write it once. */
export function DealReview({ deal }: { deal: Deal }) {
  const name = otherSideName(deal);
  if (!name) return null;
  const mine = deal.reviews.mine;
  if (mine) {
    return (
      <section aria-labelledby="deal-review-title" className="space-y-2">
        <h2 id="deal-review-title" className="text-lg font-semibold wrap-anywhere">
          {t("deals.review.mine", { name })}
        </h2>
        <StarsShown stars={mine.stars} />
        {mine.comment ? <p className="whitespace-pre-line wrap-anywhere">{mine.comment}</p> : null}
      </section>
    );
  }
  return deal.reviews.canReview ? <ReviewForm dealId={deal._id} name={name} /> : null;
}

function StarsShown({ stars }: { stars: number }) {
  return (
    <p
      role="img"
      className="flex items-center gap-0.5"
      aria-label={t("deals.review.star", { count: stars })}
    >
      {STARS.map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={`size-5 ${value <= stars ? "fill-warning text-warning" : "text-base-content/40"}`}
        />
      ))}
    </p>
  );
}

type ReviewOutput = { stars: number; comment: string };

function ReviewForm(props: { dealId: string; name: string }) {
  const step = useDealStep(props.dealId);
  const form = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: { comment: "" },
  });
  const { errors } = form.formState;
  const stars = useWatch({ control: form.control, name: "stars" });
  return (
    <form
      noValidate
      aria-labelledby="deal-review-title"
      className="space-y-3"
      onSubmit={form.handleSubmit((body) =>
        step.mutate(
          { step: "review", body },
          {
            onSuccess: () => toast.success(t("deals.review.done")),
            onError: (failure) =>
              toast.error(
                isConflict(failure) ? t("deals.error.alreadyReviewed") : dealErrorMessage(failure),
              ),
          },
        ),
      )}
    >
      <h2 id="deal-review-title" className="text-lg font-semibold wrap-anywhere">
        {t("deals.review.title", { name: props.name })}
      </h2>
      <fieldset aria-describedby={errors.stars ? "deal-review-stars-error" : undefined}>
        <legend className="mb-1 font-medium">{t("deals.review.stars")}</legend>
        <div className="rating rating-lg gap-1">
          {STARS.map((value) => (
            <input
              key={value}
              type="radio"
              name="deal-review-stars"
              value={value}
              className="mask mask-star-2 bg-warning"
              aria-label={t("deals.review.star", { count: value })}
              checked={stars === value}
              onChange={() => form.setValue("stars", value, { shouldValidate: true })}
            />
          ))}
        </div>
        {errors.stars?.message ? (
          <p id="deal-review-stars-error" role="alert" className="mt-1 text-sm text-error">
            {sharedText(errors.stars.message)}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id="deal-review-comment"
        label={t("deals.review.comment")}
        error={errors.comment?.message}
      >
        <textarea
          id="deal-review-comment"
          className="textarea textarea-bordered w-full"
          rows={3}
          maxLength={DEAL_LIMITS.reviewComment}
          {...describedBy({ id: "deal-review-comment", error: errors.comment?.message })}
          {...form.register("comment")}
        />
      </FormField>
      <PendingButton type="submit" className="btn-primary" isPending={step.isPending}>
        {t("deals.review.submit")}
      </PendingButton>
    </form>
  );
}
