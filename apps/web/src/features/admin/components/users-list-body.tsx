import { Info, Users } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import type { AdminUser, UsersListAnswer } from "@/features/admin/api/admin-types";

/**
 * What a users list call answered: a `{message}` from the server is shown instead of the
 * table, an empty list as an empty state, otherwise the table `children` draws.
 */
export function UsersListBody(props: {
  answer: UsersListAnswer;
  emptyTitle: string;
  children: (users: AdminUser[]) => ReactNode;
}) {
  const { answer } = props;
  if (!Array.isArray(answer)) {
    return (
      <div role="status" className="alert alert-info alert-soft">
        <Info className="size-5 shrink-0" aria-hidden="true" />
        <span>{answer.message}</span>
      </div>
    );
  }
  if (answer.length === 0) {
    return (
      <EmptyState
        title={props.emptyTitle}
        icon={<Users className="size-12" aria-hidden="true" />}
      />
    );
  }
  return props.children(answer);
}
