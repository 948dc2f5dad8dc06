import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * Every toast in the app goes through here so durations stay consistent
 * (spec decision: default 3000 ms, info 2000 ms, error 5000 ms, loading until resolved).
 * Pass `duration` only where the spec names another value (deck-add success: 4000 ms).
 *
 * The toast library is not part of the first load: it is fetched once the page has loaded (or
 * when the first toast is raised, if sooner), and a toast raised before the stack is on screen
 * waits for it rather than being lost.
 */
export const TOAST_DURATION_MS = {
  default: 3000,
  info: 2000,
  error: 5000,
} as const;

type Toast = typeof sonnerToast;
type Message = Parameters<Toast>[0];

let sonner: Promise<typeof import("sonner")> | null = null;
/** Sonner's code, fetched once. */
export function loadToastLibrary(): Promise<typeof import("sonner")> {
  sonner ??= import("sonner");
  return sonner;
}

let stackMounted: () => void = () => {};
const stackOnScreen = new Promise<void>((resolve) => {
  stackMounted = resolve;
});
const stackWanted = new Set<() => void>();

/** Called by the toast stack once it listens: toasts raised until then are shown now. */
export function markToastStackMounted(): void {
  stackMounted();
}

/** The toast stack hears here that a toast waits for it (it may not have mounted yet). */
export function onToastWanted(listener: () => void): () => void {
  stackWanted.add(listener);
  return () => {
    stackWanted.delete(listener);
  };
}

function raise(show: (toast: Toast) => void): void {
  for (const listener of stackWanted) listener();
  void Promise.all([loadToastLibrary(), stackOnScreen]).then(([{ toast }]) => show(toast));
}

export const notify = {
  success: (message: Message, options?: ExternalToast) =>
    raise((toast) => toast.success(message, { duration: TOAST_DURATION_MS.default, ...options })),
  warning: (message: Message, options?: ExternalToast) =>
    raise((toast) => toast.warning(message, { duration: TOAST_DURATION_MS.default, ...options })),
  info: (message: Message, options?: ExternalToast) =>
    raise((toast) => toast.info(message, { duration: TOAST_DURATION_MS.info, ...options })),
  error: (message: Message, options?: ExternalToast) =>
    raise((toast) => toast.error(message, { duration: TOAST_DURATION_MS.error, ...options })),
  /** Stays until replaced (call success/error with the same `id`) or dismissed. */
  loading: (message: Message, options?: ExternalToast) =>
    raise((toast) => toast.loading(message, { duration: Number.POSITIVE_INFINITY, ...options })),
  dismiss: (id?: string | number) => raise((toast) => toast.dismiss(id)),
};
