import type { ReactNode } from "react";

/** A labelled form control with its own error message under it. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-control w-full">
      <label htmlFor={props.id} className="label mb-1">
        <span className="label-text font-medium text-base-content">{props.label}</span>
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm text-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
