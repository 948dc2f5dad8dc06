/**
 * Runs `task` `delayMs` after the page's load event (at once counted from now if it has already
 * fired: React's first render may come after it). Work kept off the first screen's path uses it.
 * Returns a function that cancels it.
 */
export function afterPageLoad(task: () => void, delayMs: number): () => void {
  let timer = 0;
  const start = () => {
    timer = window.setTimeout(task, delayMs);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    window.clearTimeout(timer);
  };
}
