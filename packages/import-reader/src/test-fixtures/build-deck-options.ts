import { BinaryWriter } from "@bufbuild/protobuf/wire";

/** Test-only: Anki's deck options presets as a collection stores them (schema 18 protobuf, schema 11 JSON). */

export interface FixtureDeckConfig {
  id: number;
  name: string;
  /** FSRS parameters; stored as `fsrs_params_4/5/6` by their count (17, 19, 21) unless `version` says. */
  fsrsParams?: number[];
  version?: 4 | 5 | 6;
  desiredRetention?: number;
}

const versionOf = (config: FixtureDeckConfig) =>
  config.version ?? (config.fsrsParams?.length === 17 ? 4 : config.fsrsParams?.length === 19 ? 5 : 6);

/** `DeckConfig.Config` with its learning steps, the FSRS parameters (packed floats) and the desired retention. */
export function deckConfigBlob(config: FixtureDeckConfig): Uint8Array {
  const writer = new BinaryWriter();
  writer.tag(1, 2).fork().float(1).float(10).join();
  const params = config.fsrsParams ?? [];
  if (params.length > 0) {
    const field = { 4: 3, 5: 5, 6: 6 }[versionOf(config)];
    writer.tag(field, 2).fork();
    for (const value of params) writer.float(value);
    writer.join();
  }
  writer.tag(9, 0).uint32(20);
  if (config.desiredRetention !== undefined) writer.tag(37, 5).float(config.desiredRetention);
  return writer.finish();
}

/** `Deck.KindContainer { normal = 1 { config_id = 1; desired_retention = 10 } }` or `{ filtered = 2 }`. */
export function deckKindBlob(deck: { filtered?: boolean; conf?: number; desiredRetention?: number }): Uint8Array {
  if (deck.filtered) {
    const inner = new BinaryWriter().tag(1, 0).bool(true).finish();
    return new BinaryWriter().tag(2, 2).bytes(inner).finish();
  }
  const normal = new BinaryWriter().tag(1, 0).int64(deck.conf ?? 1);
  if (deck.desiredRetention !== undefined) normal.tag(10, 5).float(deck.desiredRetention);
  return new BinaryWriter().tag(1, 2).bytes(normal.finish()).finish();
}

/** `col.dconf` of schema 11: each preset as Anki 23.10+ writes it (`fsrsWeights` holds FSRS 4's parameters). */
export function legacyDconf(configs: FixtureDeckConfig[]): string {
  const out: Record<string, unknown> = {};
  for (const config of configs) {
    const key = { 4: "fsrsWeights", 5: "fsrsParams5", 6: "fsrsParams6" }[versionOf(config)];
    out[String(config.id)] = {
      id: config.id,
      name: config.name,
      new: { delays: [1, 10], perDay: 20 },
      ...(config.fsrsParams ? { [key]: config.fsrsParams } : {}),
      ...(config.desiredRetention !== undefined ? { desiredRetention: config.desiredRetention } : {}),
    };
  }
  return JSON.stringify(out);
}
