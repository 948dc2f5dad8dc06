/** A mining tool connected through the AnkiConnect-compatible endpoint (Settings → Connected tools). */
export interface ConnectedTool {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart; the key itself is shown once. */
  prefix: string;
  /** ISO instants. */
  createdAt: string;
  lastUsedAt: string | null;
}
