/** The texts of an Anki collection's FSRS settings offer (the web's import page reads them too). */

/** A retention as the offer writes it, in per cent as everywhere in the app: 90 %, 87.5 %. */
export const retentionText = (value: number) => `${Number((value * 100).toFixed(1))} %`;

/** The preview's offer, word for word. */
export function fsrsOfferLabel(fsrs: { desiredRetention: number; parameterCount: number }): string {
  return `Use this collection's FSRS settings (desired retention ${retentionText(fsrs.desiredRetention)}, ${fsrs.parameterCount} parameters)`;
}

/** Why the settings were not adopted, as the import's summary names it. */
export const fsrsNotAdopted = (problem: string) => `FSRS settings not adopted: ${problem}.`;
export const FSRS_NONE_FOUND = "the collection's deck options hold no FSRS parameters";

/** What the summary says when they were. */
export function fsrsAdopted(fsrs: { desiredRetention: number; parameterCount: number }): string {
  return `FSRS settings adopted: desired retention ${retentionText(fsrs.desiredRetention)}, ${fsrs.parameterCount} parameters.`;
}
