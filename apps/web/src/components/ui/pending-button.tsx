import type { ComponentPropsWithRef } from "react";

type PendingButtonProps = ComponentPropsWithRef<"button"> & {
  /** While true the button shows a spinner, is disabled and tells assistive technology so. */
  isPending: boolean;
};

/**
 * A daisyUI button that shows its own pending state: every form and dialog submits through
 * it, so a second press never sends the request twice.
 */
export function PendingButton({
  isPending,
  disabled,
  className,
  children,
  type = "button",
  ...button
}: PendingButtonProps) {
  return (
    <button
      type={type}
      className={`btn ${className ?? ""}`}
      disabled={disabled || isPending}
      aria-busy={isPending}
      {...button}
    >
      {isPending ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
