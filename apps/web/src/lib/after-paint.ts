/**
 * Runs `task` once the next frame has been painted: in a task queued from that frame's animation
 * callbacks, which run just before it is styled, laid out and painted. Work the learner does not
 * see (a sound, a copy kept on the device) waits there instead of delaying what they see.
 * Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
