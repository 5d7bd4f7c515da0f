import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";

/** An admin page: its heading, then loading, a failed load with a retry, or `children(data)`. */
export function AdminPage<Data>(props: {
  title: string;
  intro: string;
  /** "sellers", "buyers": said while loading and when loading fails. */
  what: string;
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
        <Spinner label={`Loading the ${props.what}`} />
      ) : query.isError ? (
        <ErrorState
          title={`The ${props.what} could not be loaded.`}
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
