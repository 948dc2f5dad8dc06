// What other features use of the scheduling settings: reading a learner's settings.
export { createFsrsSettingsRepository, type FsrsSettingsRepository, settingsFromRow } from "./repository";
