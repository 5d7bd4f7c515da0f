import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useReducer, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { currentToasts, subscribeToToasts } from "@/lib/toast";

/** The open modal dialog on top, if any: it sits in the browser's top layer, above the page. */
function topmostOpenDialog(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>("dialog[open]");
  return open.item(open.length - 1);
}

/**
 * The toasts. On a page, at the bottom centre, where they cover neither the top bar nor the
 * page's heading. While a modal dialog is open they are drawn inside it, at the top of the screen
 * (a phone's dialog is a sheet at the bottom): anything outside an open dialog is behind it and
 * hidden from screen readers. Taps pass through them. Successes are read politely, errors at once.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  // A dialog that closes, or leaves the page, takes its toasts with it ("Booked" is shown as the
  // booking dialog goes): while toasts show, draw them again wherever the top dialog now is.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const drawnIn = useRef<HTMLDialogElement | null>(null);
  const isShowing = toasts.length > 0;
  useEffect(() => {
    if (!isShowing) return;
    const observer = new MutationObserver(() => {
      if (topmostOpenDialog() !== drawnIn.current) redraw();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["open"],
    });
    return () => observer.disconnect();
  }, [isShowing]);
  const dialog = isShowing ? topmostOpenDialog() : null;
  useEffect(() => {
    drawnIn.current = dialog;
    // The dialog may have gone in the very commit that drew the toasts into it.
    if (isShowing && topmostOpenDialog() !== dialog) redraw();
  });
  const list = (
    <div
      className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-4 ${
        dialog ? "top-4" : "bottom-4 pb-[env(safe-area-inset-bottom)]"
      }`}
    >
      {toasts.map((item) => {
        const Icon = item.kind === "success" ? CircleCheck : CircleAlert;
        return (
          <div
            key={item.id}
            role={item.kind === "success" ? "status" : "alert"}
            aria-live={item.kind === "success" ? "polite" : "assertive"}
            className="flex max-w-md items-center gap-2 rounded-box border border-base-300 bg-base-100 px-4 py-3 shadow-lg"
          >
            <Icon
              aria-hidden="true"
              className={`size-5 shrink-0 ${item.kind === "success" ? "text-success" : "text-error"}`}
            />
            <span className="wrap-anywhere">{item.message}</span>
          </div>
        );
      })}
    </div>
  );
  return dialog ? createPortal(list, dialog) : list;
}
