import { DEAL_LIMITS, dealMessageBodySchema, type Deal, type DealMessage } from "@bechedaw/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { describedBy, FormField } from "@/components/ui/form-field";
import { ErrorState } from "@/components/ui/error-state";
import { ConfirmDialog } from "@/components/ui/modal";
import { PendingButton } from "@/components/ui/pending-button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "./format-date-time";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useDealMessages, useReportMessage, useSendMessage } from "../api/deals";
import { dealErrorMessage } from "../api/deal-errors";
import { NoAdvance } from "./no-advance";
import { ThreadMessage } from "./thread-message";

/**
 * The deal's thread: oldest first with earlier pages on request, asked again every few seconds,
 * and a box to write in while the deal has not ended.
 */
export function DealThread({ deal }: { deal: Deal }) {
  const thread = useDealMessages(deal._id);
  const [toReport, setToReport] = useState<DealMessage | null>(null);
  const report = useReportMessage();
  return (
    <section aria-labelledby="deal-thread-title" className="space-y-3">
      <h2 id="deal-thread-title" className="text-lg font-semibold">
        {t("deals.thread.title")}
      </h2>
      <NoAdvance />
      {thread.isPending ? (
        <Spinner label={t("deals.thread.loading")} />
      ) : thread.isError ? (
        <ErrorState
          title={t("deals.thread.failed")}
          message={errorMessage(thread.error)}
          onRetry={() => void thread.refetch()}
        />
      ) : (
        <>
          {thread.data.hasEarlier ? (
            <PendingButton
              className="btn-outline btn-sm w-full"
              isPending={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {t("deals.thread.earlier")}
            </PendingButton>
          ) : null}
          {thread.data.messages.length === 0 ? (
            <p className="text-base-content/80">{t("deals.thread.empty")}</p>
          ) : (
            <ol className="space-y-2" aria-label={t("deals.thread.title")}>
              {thread.data.messages.map((message) => (
                <ThreadMessage
                  key={message._id}
                  message={message}
                  viewer={deal.viewer}
                  date={formatDateTime(message.date)}
                  onReport={setToReport}
                />
              ))}
            </ol>
          )}
        </>
      )}
      {deal.viewer === "admin" ? null : deal.status === "ended" ? (
        <p className="text-base-content/80">{t("deals.thread.closed")}</p>
      ) : (
        <SendBox dealId={deal._id} />
      )}
      {toReport ? (
        <ConfirmDialog
          isOpen
          tone="primary"
          title={t("deals.thread.reportTitle")}
          message={t("deals.thread.reportText")}
          confirmLabel={t("deals.thread.report")}
          isPending={report.isPending}
          onClose={() => setToReport(null)}
          onConfirm={() =>
            report.mutate(toReport._id, {
              onSuccess: () => toast.success(t("deals.thread.reported")),
              onError: (failure) => toast.error(dealErrorMessage(failure)),
              onSettled: () => setToReport(null),
            })
          }
        />
      ) : null}
    </section>
  );
}

function SendBox({ dealId }: { dealId: string }) {
  const send = useSendMessage(dealId);
  const form = useForm<{ text: string }>({
    resolver: zodResolver(dealMessageBodySchema),
    defaultValues: { text: "" },
  });
  const error = form.formState.errors.text?.message;
  const hint = t("deals.thread.messageHint");
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={form.handleSubmit(({ text }) =>
        send.mutate(text, {
          onSuccess: () => form.reset(),
          // The server's refusal (a link, too long, too many a minute) shows under the box.
          onError: (failure) => form.setError("text", { message: dealErrorMessage(failure) }),
        }),
      )}
    >
      <FormField id="deal-message" label={t("deals.thread.message")} hint={hint} error={error}>
        <textarea
          id="deal-message"
          className={`textarea textarea-bordered w-full ${error ? "textarea-error" : ""}`}
          rows={3}
          maxLength={DEAL_LIMITS.message}
          aria-required="true"
          {...describedBy({ id: "deal-message", hint, error })}
          {...form.register("text")}
        />
      </FormField>
      <PendingButton type="submit" className="btn-primary" isPending={send.isPending}>
        {t("deals.thread.send")}
      </PendingButton>
    </form>
  );
}
