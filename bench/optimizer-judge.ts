/**
 * `npm run bench -- optimizer-judge`: do the folds' short fits (`FOLD_FIT_EPOCHS` epochs) give the verdicts
 * that fits of the optimizer's default five epochs give? The learning bench's learners, modes and history
 * sizes (`learning.ts`), on seed sets `OPTIMIZER_JUDGE_SEED_SETS` (default 0–7; 0 is the learning bench's
 * own). Both judges are the app's own (`foldPlan`, `crossValidate`, `fitWins`), their fits made in one worker
 * thread from the same items. Ends with `optimizer-judge: A of N verdicts agree …`.
 */
import {
  CROSS_VALIDATION_FOLDS,
  cardHistories,
  cardItems,
  crossValidate,
  type FitComparison,
  FOLD_FIT_EPOCHS,
  fitWins,
  foldPlan,
} from "@app/domain/study/optimizer-items";
import { default_w } from "ts-fsrs";
import { runOptimizer } from "../apps/server/src/features/optimizer/run-optimizer";
import { DAY, FUTURE, learningSeed, SIZES, simulate } from "./learning";
import { learners } from "./simulated-learners";

const SEED_SETS = (process.env.OPTIMIZER_JUDGE_SEED_SETS ?? "0,1,2,3,4,5,6,7").split(",").map(Number);
const FULL_EPOCHS = 5;

const z = (c: FitComparison | null) => (c?.standardError ? c.difference / c.standardError : Number.NaN);

export async function measureOptimizerJudge(): Promise<void> {
  let cases = 0;
  let agree = 0;
  for (const seedSet of SEED_SETS) {
    for (const mode of ["MANUAL", "AUTOMATIC"] as const) {
      for (const [index, learner] of learners().entries()) {
        const run = simulate(
          learner,
          mode,
          Math.ceil(SIZES.at(-1)! * (1 + FUTURE)),
          learningSeed(index, mode, seedSet),
        );
        for (const size of SIZES) {
          const logs = run.logs.slice(0, size);
          const cards = cardHistories(logs, DAY);
          const histories = cards.map((card) => card.reviews);
          const listed = cardItems(histories);
          const plan = foldPlan(logs, cards, listed);
          if (!plan) continue;
          const folds = Array.from({ length: CROSS_VALIDATION_FOLDS }, (_, leaveOut) => leaveOut);
          const fits = [FOLD_FIT_EPOCHS, FULL_EPOCHS].flatMap((epochs) =>
            folds.map((leaveOut) => ({ leaveOut, epochs })),
          );
          const weights = await Promise.all(
            runOptimizer().fit({
              histories,
              items: listed.map(({ card, item }) => ({ card, length: item.length })),
              itemFolds: plan.itemFolds,
              fits,
            }).fits,
          );
          const judge = (offset: number) =>
            crossValidate(
              default_w,
              plan.heldOut.map((heldOut, f) => ({ histories: heldOut, fitted: weights[offset + f]! })),
            );
          const short = judge(0);
          const full = judge(folds.length);
          const same = fitWins(short) === fitWins(full);
          cases++;
          if (same) agree++;
          const line = `seeds ${seedSet} ${mode.padEnd(9)} ${learner.name.padEnd(15)} ${String(size).padStart(5)}: ${FOLD_FIT_EPOCHS} epochs z ${z(short).toFixed(2)} ${fitWins(short) ? "adopt" : "keep"}, ${FULL_EPOCHS} epochs z ${z(full).toFixed(2)} ${fitWins(full) ? "adopt" : "keep"}${same ? "" : "  DIFFERENT"}`;
          console.log(line);
        }
      }
    }
  }
  console.log(
    `optimizer-judge: ${agree} of ${cases} verdicts agree between folds' fits of ${FOLD_FIT_EPOCHS} and ${FULL_EPOCHS} epochs (seed sets ${SEED_SETS.join(",")})`,
  );
}
