/** How much of a normal day's reviews a weekday takes: Normal, Reduced or Minimum (Anki's easy days). */
export type DayLoad = "normal" | "reduced" | "minimum";
export const DAY_LOADS: readonly DayLoad[] = ["normal", "reduced", "minimum"];
export const DAY_LOAD_SHARE: Record<DayLoad, number> = { normal: 1, reduced: 0.5, minimum: 0 };

/** Monday first, as the settings list them. */
export type WeekLoads = readonly [DayLoad, DayLoad, DayLoad, DayLoad, DayLoad, DayLoad, DayLoad];
export const ALL_NORMAL: WeekLoads = ["normal", "normal", "normal", "normal", "normal", "normal", "normal"];
