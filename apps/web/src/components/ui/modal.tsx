import { useEffect, useId, useRef, type ReactNode } from "react";
import { PendingButton } from "./pending-button";
import { t } from "@/lib/i18n/i18n";

/**
 * A daisyUI modal on the native <dialog>: focus stays inside while open, Escape and the
 * backdrop close it.
 */
export function Modal(props: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.isOpen && !dialog.open) dialog.showModal();
    if (!props.isOpen && dialog.open) dialog.close();
  }, [props.isOpen]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      onClose={props.onClose}
      aria-labelledby={titleId}
    >
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl font-bold wrap-anywhere">
          {props.title}
        </h2>
        {props.isOpen ? props.children : null}
      </div>
      {/* A click beside the box closes it; keyboards have Escape and the box's own buttons. */}
      <form method="dialog" className="modal-backdrop" aria-hidden="true">
        <button type="submit" tabIndex={-1}>
          {t("common.close")}
        </button>
      </form>
    </dialog>
  );
}

/** "Are you sure?" in the page's own style, never the browser's confirm(). */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that closes without acting; "Cancel" unless that would be ambiguous. */
  cancelLabel?: string;
  /** Red for destructive actions (the default), the accent colour for the rest. */
  tone?: "danger" | "primary";
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={props.isOpen} onClose={props.onClose} title={props.title}>
      <p className="wrap-anywhere">{props.message}</p>
      <DialogActions
        cancelLabel={props.cancelLabel}
        onCancel={props.onClose}
        actionLabel={props.confirmLabel}
        tone={props.tone}
        isPending={props.isPending ?? false}
        onAction={props.onConfirm}
      />
    </Modal>
  );
}

/**
 * A dialog's footer: the button that closes without acting ("Cancel" unless told otherwise),
 * then the one that acts, red unless `tone` is "primary". The acting button submits the
 * dialog's form, or calls `onAction` where there is no form.
 */
export function DialogActions(props: {
  cancelLabel?: string;
  onCancel: () => void;
  actionLabel: string;
  tone?: "danger" | "primary";
  isPending: boolean;
  onAction?: () => void;
}) {
  return (
    <div className="modal-action">
      <button type="button" className="btn btn-ghost" onClick={props.onCancel}>
        {props.cancelLabel ?? t("common.cancel")}
      </button>
      <PendingButton
        type={props.onAction ? "button" : "submit"}
        className={props.tone === "primary" ? "btn-primary" : "btn-error"}
        isPending={props.isPending}
        onClick={props.onAction}
      >
        {props.actionLabel}
      </PendingButton>
    </div>
  );
}
