/**
 * Short messages at the top of the page: success for 2 s, errors for 4 s. A toast
 * shown again with the same `id` replaces the first instead of stacking. `Toaster` shows them.
 */
type ToastKind = "success" | "error";
export type Toast = { id: string; kind: ToastKind; message: string };

const DURATION_MS: Record<ToastKind, number> = { success: 2000, error: 4000 };

let toasts: readonly Toast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: string, options: { id?: string } = {}): string {
  const id = options.id ?? `toast-${++nextId}`;
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismiss(id), DURATION_MS[kind]),
  );
  publish([...toasts.filter((toast) => toast.id !== id), { id, kind, message }]);
  return id;
}

function dismiss(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) {
    publish(toasts.filter((toast) => toast.id !== id));
  }
}

export const toast = {
  success: (message: string, options?: { id?: string }) => show("success", message, options),
  error: (message: string, options?: { id?: string }) => show("error", message, options),
  dismiss,
};

/** For `useSyncExternalStore`: the toasts on screen, and a way to hear of changes. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
