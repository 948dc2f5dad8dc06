// Starts the browser's internationalisation library (ICU) on a worker thread while the app's code
// is still on its way. Every screen formats a date, a number or reads the time zone in its first
// render; the library's first start is per process (30–60 ms on a laptop, several times that on a
// phone) and would otherwise land on the main thread, in the middle of the first screen. Once a
// worker has started it, the main thread's first use costs about a millisecond. Best effort: where
// workers are unavailable nothing changes.
(() => {
  try {
    const code =
      "Intl.DateTimeFormat().resolvedOptions().timeZone;" +
      "new Intl.DateTimeFormat(undefined,{year:'numeric',month:'short',day:'numeric'}).format(0);" +
      "new Intl.NumberFormat().format(1.5);close();";
    const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
    new Worker(url);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    // No workers here: the main thread starts the library when it first needs it.
  }
})();
