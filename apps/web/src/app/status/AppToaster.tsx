import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "../../lib/toast";
import { useTheme } from "../../lib/use-theme";

/** The toast stack, at the top, following the app theme. Toasts are raised through lib/toast. */
export function AppToaster() {
  const { theme } = useTheme();
  return <Toaster position="top-center" theme={theme} duration={TOAST_DURATION_MS.default} closeButton />;
}
