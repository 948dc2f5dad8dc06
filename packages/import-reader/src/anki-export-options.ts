import { deckConfigJson } from "./anki-export-layout";

/** The learner's FSRS settings as a deck options preset carries them. */
export interface FsrsPreset {
  /** FSRS parameters: 21 (FSRS-6), 19 (FSRS-5) or 17 (FSRS-4.5); none: Anki's defaults. */
  params: readonly number[];
  /** The learner's desired retention (0–1). */
  desiredRetention: number;
}

/** Where schema 11's preset JSON keeps parameters of each FSRS version, by their count. */
const PARAMS_KEY: Record<number, string> = { 17: "fsrsWeights", 19: "fsrsParams5", 21: "fsrsParams6" };

/** Anki's desired retention bounds (deck options refuse others). */
const RETENTION_MIN = 0.7;
const RETENTION_MAX = 0.99;

/** A desired retention Anki accepts, or null. */
export function ankiRetention(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  return Math.min(RETENTION_MAX, Math.max(RETENTION_MIN, value));
}

/**
 * The deck options preset the exported deck uses (schema 11 `dconf`): Anki's defaults with the learner's FSRS
 * parameters under the key of their version and the desired retention. Its own id, so an import adds it
 * beside the collection's presets instead of touching "Default" (Anki adds a preset only when its id is new).
 */
export function fsrsPresetJson(id: number, name: string, modSecs: number, preset: FsrsPreset): Record<string, unknown> {
  const params = preset.params.every(Number.isFinite) ? PARAMS_KEY[preset.params.length] : undefined;
  return {
    ...deckConfigJson(modSecs),
    id,
    name,
    ...(params ? { [params]: [...preset.params] } : {}),
    desiredRetention: ankiRetention(preset.desiredRetention) ?? 0.9,
  };
}
