/** Decks kept on the device for studying with no network, and the reads that fall back to them. */
export { KeptCopyCounts } from "./components/KeptCopyCounts";
export { OfflineCopyNote } from "./components/OfflineCopyNote";
export { KEPT_DECKS_MAX, useKeepDecksOffline } from "./hooks/useKeepDecksOffline";
export { useKeepVisitedDeck } from "./hooks/useKeepVisitedDeck";
export { fromCopyWhenUnreachable } from "./lib/copy-fallback";
export { copyFallbackOptions } from "./lib/copy-query-options";
export { forgetDeviceOnSignOut } from "./lib/forget-device";
export { forgetDeck, keptDecks } from "./lib/kept-decks";
export { excludedDecks, setKeptOffline } from "./lib/offline-choice";
export { offlineCopyOf } from "./lib/offline-mark";
export { keptRecordings } from "./lib/recordings-cache";
export { refreshCopyAfterSave } from "./lib/refresh-after-save";
