import type { ReactNode } from "react";

/** A friendly "nothing here" panel with an optional icon and actions. */
export function EmptyState(props: {
  title: string;
  /** "h1" when the panel is the whole page (a phone that is gone); a paragraph otherwise. */
  titleAs?: "h1" | "p";
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const Title = props.titleAs ?? "p";
  return (
    <div className="flex flex-col items-center gap-3 rounded-box bg-base-200 px-6 py-12 text-center">
      {props.icon ? <div className="text-secondary">{props.icon}</div> : null}
      <Title className="text-xl font-semibold">{props.title}</Title>
      {props.children}
    </div>
  );
}
