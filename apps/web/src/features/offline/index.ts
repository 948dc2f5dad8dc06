/** Decks kept on the device for studying with no network, and the reads that fall back to them. */
export { KeptCopyCounts } from "./components/KeptCopyCounts";
export { OfflineCopyNote } from "./components/OfflineCopyNote";
export { StoragePersistenceNote } from "./components/StoragePersistenceNote";
export { KEPT_DECKS_MAX, useKeepDecksOffline } from "./hooks/useKeepDecksOffline";
export { useKeepVisitedDeck } from "./hooks/useKeepVisitedDeck";
export { fromCopyWhenUnreachable } from "./lib/copy-fallback";
export { copyFallbackOptions } from "./lib/copy-query-options";
export { forgetOnSignOut } from "./lib/forget-on-sign-out";
export { keptRecordings } from "./lib/keep-recordings";
export { excludedDecks, setKeptOffline } from "./lib/offline-choice";
export { doneOffline } from "./lib/offline-limits";
export { offlineCopyOf } from "./lib/offline-mark";
export { offlineSession } from "./lib/offline-session";
export { forgetDeck, keptDecks, readKeptDeck } from "./lib/offline-study-store";
export { refreshCopyAfterSave } from "./lib/refresh-after-save";
export { unreachable } from "./lib/unreachable";
