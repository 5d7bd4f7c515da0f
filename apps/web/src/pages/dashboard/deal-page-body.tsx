import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useDeal } from "@/features/deals/api/deals";
import { DealActions } from "@/features/deals/components/deal-actions";
import { DealHeader } from "@/features/deals/components/deal-header";
import { DealThread } from "@/features/deals/components/deal-thread";
import { DealTimeline } from "@/features/deals/components/deal-timeline";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";

/**
 * One deal as its buyer, its seller or an admin reads it (decision 030):
 * the phone, the steps, the one action the viewer can take now, and the thread.
 */
export default function DealPageBody({ id }: { id: string }) {
  const deal = useDeal(id);
  if (deal.isPending) return <Spinner label={t("deals.loading")} />;
  if (deal.isError) {
    return (
      <ErrorState
        title={t("deals.failed")}
        message={errorMessage(deal.error)}
        onRetry={() => void deal.refetch()}
      />
    );
  }
  return (
    <div className="space-y-6">
      <DealHeader deal={deal.data} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <aside className="lg:order-last">
          <DealTimeline deal={deal.data} />
        </aside>
        <div className="min-w-0 space-y-8">
          <DealActions deal={deal.data} />
          <DealThread deal={deal.data} />
        </div>
      </div>
    </div>
  );
}
