/**
 * `npm run bench`: prints figures for the budgets in the architecture brief. It never fails on a
 * time; it reports. Run on an otherwise idle machine for comparable numbers.
 */
import { measureAbuse } from "./abuse";
import { measureDeckPage } from "./api-figures";
import { measureClusterSaves } from "./cluster-saves";
import { measureColdStart } from "./cold-start";
import { measureDeckRetention } from "./deck-retention";
import { measureExports } from "./export-figures";
import { measureFirstLoadBundle } from "./first-load-bundle";
import { measureImport } from "./import-figures";
import { measureLearning } from "./learning";
import { measureLighthouse } from "./lighthouse-figures";
import { measureMedia } from "./media-figures";
import { measureMining } from "./mining-figures";
import { measureOptimizer } from "./optimizer-figures";
import { measureOptimizerJudge } from "./optimizer-judge";
import { measurePlanner } from "./planner";
import { measurePlannerTruth } from "./planner-truth";
import { measureReader } from "./reader";
import { measureReliability } from "./reliability-figures";
import { measureRestart } from "./restart-figures";
import { measureSaveProfile } from "./save-profile";
import { measureSessionSaves } from "./session-save";
import { measureSignInCaptcha } from "./sign-in-captcha";
import { measureStudyMainThread } from "./study-main-thread";

const only = process.argv.slice(2);
const benches: Record<string, () => Promise<void>> = {
  "first-load-bundle": measureFirstLoadBundle,
  "cold-start": measureColdStart,
  "session-save": measureSessionSaves,
  "save-profile": measureSaveProfile,
  cluster: measureClusterSaves,
  "deck-page-and-update-cards": measureDeckPage,
  optimizer: measureOptimizer,
  "optimizer-judge": measureOptimizerJudge,
  learning: measureLearning,
  planner: measurePlanner,
  "planner-truth": measurePlannerTruth,
  "deck-retention": measureDeckRetention,
  "study-main-thread": measureStudyMainThread,
  import: measureImport,
  export: measureExports,
  reliability: measureReliability,
  lighthouse: measureLighthouse,
  "sign-in-captcha": measureSignInCaptcha,
  mining: measureMining,
  abuse: measureAbuse,
  media: measureMedia,
  reader: measureReader,
  restart: measureRestart,
};

for (const [name, run] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  await run();
}
