export { bodyFromBase64, bodyFromBytes, CHUNK_BYTES, type MediaBody } from "./body";
export { createMediaStore } from "./create-store";
export { type LegacyMove, moveLegacyMedia } from "./legacy";
export { purgeMedia } from "./purge";
export { fits, mediaUsage, quotaMessage } from "./quota";
export { type ServedMedia, sendMedia } from "./serve";
export { sniffMime } from "./sniff";
export { type MediaStore, readWhole } from "./store";
