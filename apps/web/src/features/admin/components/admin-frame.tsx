import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { addSharedTexts } from "@/lib/i18n/shared-text";
import { REVIEW_MESSAGES } from "@bechedaw/shared/review-messages";

// The review's messages from the server (a rejection's reason, decision 023), in the reader's
// language: their words come with the admin catalog.
addSharedTexts("shared.review", REVIEW_MESSAGES);

/** The frame of an admin page: its heading, then loading, a failed load with a retry, or `children(data)`. */
export function AdminFrame<Data>(props: {
  title: string;
  intro: string;
  /** Said while loading ("Loading the sellers"). */
  loading: string;
  /** The title of a failed load ("The sellers could not be loaded."). */
  failed: string;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
  dialogs: ReactNode;
}) {
  const { query } = props;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">{props.title}</h1>
        <p className="text-base-content/80">{props.intro}</p>
      </div>
      {query.isPending ? (
        <Spinner label={props.loading} />
      ) : query.isError ? (
        <ErrorState
          title={props.failed}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        props.children(query.data)
      )}
      {/* Mounted only while open: one dialog on the page at a time. */}
      {props.dialogs}
    </div>
  );
}
