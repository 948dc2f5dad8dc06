// What other features use of the scheduling settings: reading a learner's settings.
export {
  createFsrsSettingsRepository,
  type FsrsSettingsRepository,
  type StoredFsrsSettings,
  settingsFromRow,
} from "./repository";
