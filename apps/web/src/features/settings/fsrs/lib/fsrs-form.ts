import type { DayLoad, WeekLoads } from "@app/domain/planning/day-load";
import { fsrsSettingsUpdateSchema } from "@app/domain/study/validation";
import type { FsrsSettingsData, FsrsSettingsUpdate } from "../../../../lib/fsrs-settings";

/** The edited copy on /fsrs-settings. The maximum interval is kept as typed, so a half-typed number isn't lost. */
export interface FsrsForm {
  requestRetention: number;
  maximumInterval: string;
  easyBonus: number;
  hardInterval: number;
  reinforceNewCards: boolean;
  relearnMatureCards: boolean;
  dayStartHour: number;
  loadBalancing: boolean;
  /** Monday first. */
  easyDays: DayLoad[];
  /** Kept as typed, like the maximum interval. */
  leechThreshold: string;
}

export type FsrsFormField = keyof FsrsForm;
export type FsrsFormErrors = Partial<Record<FsrsFormField, string>>;

export function formFromSettings(s: FsrsSettingsData): FsrsForm {
  return {
    requestRetention: s.requestRetention,
    maximumInterval: String(s.maximumInterval),
    easyBonus: s.easyBonus,
    hardInterval: s.hardInterval,
    reinforceNewCards: s.reinforceNewCards,
    relearnMatureCards: s.relearnMatureCards,
    dayStartHour: s.dayStartHour,
    loadBalancing: s.loadBalancing,
    easyDays: [...s.easyDays],
    leechThreshold: String(s.leechThreshold),
  };
}

const weekOf = (days: readonly DayLoad[]) => days as unknown as WeekLoads;

function parseInterval(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** The fields that differ from the saved settings, as the API takes them. */
export function changedFields(form: FsrsForm, saved: FsrsSettingsData): FsrsSettingsUpdate {
  const update: FsrsSettingsUpdate = {};
  if (form.requestRetention !== saved.requestRetention) update.requestRetention = form.requestRetention;
  const interval = parseInterval(form.maximumInterval);
  if (!(interval === saved.maximumInterval)) update.maximumInterval = interval;
  if (form.easyBonus !== saved.easyBonus) update.easyBonus = form.easyBonus;
  if (form.hardInterval !== saved.hardInterval) update.hardInterval = form.hardInterval;
  if (form.reinforceNewCards !== saved.reinforceNewCards) update.reinforceNewCards = form.reinforceNewCards;
  if (form.relearnMatureCards !== saved.relearnMatureCards) update.relearnMatureCards = form.relearnMatureCards;
  if (form.dayStartHour !== saved.dayStartHour) update.dayStartHour = form.dayStartHour;
  if (form.loadBalancing !== saved.loadBalancing) update.loadBalancing = form.loadBalancing;
  if (form.easyDays.join() !== saved.easyDays.join()) update.easyDays = weekOf(form.easyDays);
  const threshold = parseInterval(form.leechThreshold);
  if (!(threshold === saved.leechThreshold)) update.leechThreshold = threshold;
  return update;
}

/** Save Settings is enabled only when the edited copy differs from the saved one. */
export function isDirty(form: FsrsForm, saved: FsrsSettingsData): boolean {
  return Object.keys(changedFields(form, saved)).length > 0;
}

/** The spec's messages beside each field, from the same schema the server checks with. */
export function validateForm(form: FsrsForm): FsrsFormErrors {
  const parsed = fsrsSettingsUpdateSchema.safeParse({
    requestRetention: form.requestRetention,
    maximumInterval: parseInterval(form.maximumInterval),
    easyBonus: form.easyBonus,
    hardInterval: form.hardInterval,
    reinforceNewCards: form.reinforceNewCards,
    relearnMatureCards: form.relearnMatureCards,
    dayStartHour: form.dayStartHour,
    loadBalancing: form.loadBalancing,
    easyDays: form.easyDays,
    leechThreshold: parseInterval(form.leechThreshold),
  });
  if (parsed.success) return {};
  return fieldErrors(parsed.error.issues);
}

/** Field → first message, from zod issues or the server's `fields`. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FsrsFormErrors {
  const errors: FsrsFormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as FsrsFormField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
