import { PATHS } from "@app/domain/navigation";
import { ChevronLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { QueryView } from "../../../components/ui/QueryView";
import { SkeletonGroup } from "../../../components/ui/Skeleton";
import type { FsrsSettingsData } from "../../../lib/fsrs-settings";
import {
  DifficultyRatingsSection,
  LearningStepsSection,
  ReviewTimingSection,
} from "../fsrs/components/FsrsFieldSections";
import { OptimizationCard } from "../fsrs/components/OptimizationCard";
import { ReviewLoadSection } from "../fsrs/components/ReviewLoadSection";
import { useFsrsSettings } from "../fsrs/hooks/useFsrsSettings";
import { useFsrsSettingsForm } from "../fsrs/hooks/useFsrsSettingsForm";

/** /fsrs-settings (registered users): the scheduler's parameters, optimization and Update Cards. */
export function FsrsSettingsPage() {
  const settings = useFsrsSettings();
  return (
    <>
      <div className="mb-6 flex items-center gap-2">
        <Link
          to={PATHS.home}
          aria-label="Back to Home"
          className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Scheduling Settings</h1>
      </div>
      <QueryView
        query={settings}
        errorTitle="Unable to load your scheduling settings"
        loading={
          <SkeletonGroup
            label="Loading scheduling settings"
            className="flex max-w-3xl flex-col gap-6"
            repeat={4}
            blocks={["h-48 w-full rounded-card"]}
          />
        }
      >
        {(saved) => <FsrsSettingsForm saved={saved} />}
      </QueryView>
    </>
  );
}

function FsrsSettingsForm({ saved }: { saved: FsrsSettingsData }) {
  const { form, errors, dirty, valid, set, save, reset } = useFsrsSettingsForm(saved);
  return (
    <form
      className="flex max-w-3xl flex-col gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (dirty && valid && !save.isPending) save.mutate();
      }}
    >
      <ReviewTimingSection form={form} errors={errors} set={set} />
      <DifficultyRatingsSection form={form} errors={errors} set={set} />
      <LearningStepsSection form={form} set={set} />
      <ReviewLoadSection form={form} errors={errors} set={set} />
      <OptimizationCard settings={saved} />

      <p id="reset-scope" className="text-sm text-fg-muted sm:text-right">
        Reset to Defaults also sets Review Algorithm, Study Type and production practice back to their defaults and
        forgets optimized parameters.
      </p>
      <div className="-mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          aria-describedby="reset-scope"
          onClick={() => reset.mutate()}
          loading={reset.isPending}
          disabled={save.isPending}
        >
          Reset to Defaults
        </Button>
        <Button type="submit" disabled={!dirty || !valid || reset.isPending} loading={save.isPending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}
