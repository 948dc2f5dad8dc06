import { DAILY_GOAL_LEVELS } from "@app/domain/decks/constants";
import { Pencil } from "lucide-react";
import { DialogLauncher } from "../../../components/ui/DialogLauncher";
import { ErrorState } from "../../../components/ui/ErrorState";
import { OfflineState } from "../../../components/ui/OfflineState";
import { ProgressBar } from "../../../components/ui/ProgressBar";
import { lazyNamed } from "../../../lib/lazy-named";
import { useDailyGoals } from "../hooks/useDailyGoals";
import { offlineWithoutData } from "../lib/offline-read";
import { HomeSection } from "./HomeSection";
import { GoalsSkeleton } from "./HomeSkeletons";

const loadEditGoals = () => import("./EditGoalsDialog");
const EditGoalsDialog = lazyNamed(loadEditGoals, "EditGoalsDialog");

/** Daily Goals: learned and reviewed today against the level's targets, with an edit button. */
export function DailyGoalsSection({ headingId }: { headingId: string }) {
  const goals = useDailyGoals();
  const data = goals.data;
  return (
    <HomeSection
      id={headingId}
      title="Daily Goals"
      action={
        data ? (
          <DialogLauncher
            dialog={EditGoalsDialog}
            preload={loadEditGoals}
            variant="ghost"
            size="compact"
            aria-label="Edit goals"
          >
            <Pencil aria-hidden="true" className="size-4" />
            <span aria-hidden="true">Edit</span>
          </DialogLauncher>
        ) : null
      }
    >
      {data ? (
        <div className="flex flex-col gap-5">
          <p className="-mt-2 text-sm text-fg-muted">{DAILY_GOAL_LEVELS[data.level]?.name ?? ""} goal for today</p>
          <GoalRow label="Learned" done={data.learned} target={data.targets.learn} percent={data.percent.learned} />
          <GoalRow label="Reviewed" done={data.reviewed} target={data.targets.review} percent={data.percent.reviewed} />
        </div>
      ) : offlineWithoutData(goals) ? (
        <OfflineState title="Your daily goals will show when you're back online." query={goals} />
      ) : goals.isError ? (
        <ErrorState title="Unable to load daily goals" query={goals} />
      ) : (
        <GoalsSkeleton />
      )}
    </HomeSection>
  );
}

function GoalRow({ label, done, target, percent }: { label: string; done: number; target: number; percent: number }) {
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
        <span>
          <span className="font-medium">{label}</span>{" "}
          <span className="tabular-nums">
            {done}/{target}
          </span>
        </span>
        <span className="font-semibold tabular-nums">{percent}%</span>
      </div>
      <ProgressBar
        value={percent}
        label={`${label} today`}
        valueText={`${done} of ${target}, ${percent}%`}
        barClassName={percent >= 100 ? "bg-state-learned" : "bg-primary"}
      />
    </div>
  );
}
