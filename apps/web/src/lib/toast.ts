import { type ExternalToast, toast } from "sonner";

/**
 * Every toast in the app goes through here so durations stay consistent
 * (spec decision: default 3000 ms, info 2000 ms, error 5000 ms, loading until resolved).
 * Pass `duration` only where the spec names another value (deck-add success: 4000 ms).
 */
export const TOAST_DURATION_MS = {
  default: 3000,
  info: 2000,
  error: 5000,
} as const;

type Message = Parameters<typeof toast>[0];

export const notify = {
  success: (message: Message, options?: ExternalToast) =>
    toast.success(message, { duration: TOAST_DURATION_MS.default, ...options }),
  warning: (message: Message, options?: ExternalToast) =>
    toast.warning(message, { duration: TOAST_DURATION_MS.default, ...options }),
  info: (message: Message, options?: ExternalToast) =>
    toast.info(message, { duration: TOAST_DURATION_MS.info, ...options }),
  error: (message: Message, options?: ExternalToast) =>
    toast.error(message, { duration: TOAST_DURATION_MS.error, ...options }),
  /** Stays until replaced (call success/error with the same `id`) or dismissed. */
  loading: (message: Message, options?: ExternalToast) =>
    toast.loading(message, { duration: Number.POSITIVE_INFINITY, ...options }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
