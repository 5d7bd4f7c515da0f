import { CircleAlert, CircleCheck } from "lucide-react";
import { useSyncExternalStore } from "react";
import { currentToasts, subscribeToToasts } from "@/lib/toast";

/**
 * The toasts, at the top centre below the sticky top bar (so they never cover the menu button or
 * the language switch), and taps pass through them. Successes are read politely, errors at once.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[72px] z-50 flex flex-col items-center gap-2 px-4">
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
}
