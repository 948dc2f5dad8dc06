import { Suspense, useEffect, useState } from "react";
import { afterPageLoad } from "../../lib/after-load";
import { lazyNamed } from "../../lib/lazy-named";
import { loadToastLibrary, markToastStackMounted, onToastWanted, TOAST_DURATION_MS } from "../../lib/toast";
import { useTheme } from "../../lib/use-theme";

const Toaster = lazyNamed(loadToastLibrary, "Toaster");
/** Once the first screen has had its turn: the stack's code is not on its path. */
const MOUNT_AFTER_LOAD_MS = 2000;

/** Rendered after the Toaster: its effect runs once the Toaster listens. */
function StackMounted() {
  useEffect(() => markToastStackMounted(), []);
  return null;
}

/**
 * The toast stack, at the top, following the app theme. Toasts are raised through lib/toast. It
 * mounts a little after the page has loaded, or at the first toast if that comes sooner, so its
 * code stays off the first screen's path.
 */
export function AppToaster() {
  const { theme } = useTheme();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const cancel = afterPageLoad(want, MOUNT_AFTER_LOAD_MS);
    const stop = onToastWanted(want);
    return () => {
      cancel();
      stop();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" theme={theme} duration={TOAST_DURATION_MS.default} closeButton />
      <StackMounted />
    </Suspense>
  );
}
