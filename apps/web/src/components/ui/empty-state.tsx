import type { ReactNode } from "react";

/** A friendly "nothing here" panel with an optional icon and actions. */
export function EmptyState(props: { title: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box bg-base-200 px-6 py-12 text-center">
      {props.icon ? <div className="text-secondary">{props.icon}</div> : null}
      <p className="text-xl font-semibold">{props.title}</p>
      {props.children}
    </div>
  );
}
