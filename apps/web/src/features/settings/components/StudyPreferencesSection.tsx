import { PATHS } from "@app/domain/navigation";
import { ChevronRight } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { ErrorState } from "../../../components/ui/ErrorState";
import { SelectField } from "../../../components/ui/SelectField";
import { SkeletonGroup } from "../../../components/ui/Skeleton";
import { SwitchField } from "../../../components/ui/SwitchField";
import { lazyNamed } from "../../../lib/lazy-named";
import { useVacation } from "../../../lib/vacation";
import { useFsrsSettings } from "../fsrs/hooks/useFsrsSettings";
import { useSetProductionPractice, useSetVacation } from "../study-preferences/usePreferenceSwitches";
import {
  ALGORITHM_OPTIONS,
  STUDY_TYPE_OPTIONS,
  useStudyPreferenceChange,
} from "../study-preferences/useStudyPreferenceChange";
import { SettingsSection } from "./SettingsSection";

// The dialog (and Radix) loads only when a change is asked for.
const ConfirmStudyChangeDialog = lazyNamed(
  () => import("../study-preferences/ConfirmStudyChangeDialog"),
  "ConfirmStudyChangeDialog",
);

/**
 * Study Preferences: Review Algorithm and Study Type (each change confirmed first), production practice,
 * vacation mode, and the scheduling settings.
 */
export function StudyPreferencesSection() {
  const settings = useFsrsSettings();
  const change = useStudyPreferenceChange();
  return (
    <SettingsSection id="study-preferences-heading" title="Study Preferences">
      <div className="flex flex-col gap-5">
        {settings.isPending ? (
          <SkeletonGroup
            label="Loading study preferences"
            className="grid gap-5 sm:grid-cols-2"
            repeat={2}
            blocks={["h-[4.5rem] w-full"]}
          />
        ) : settings.isError ? (
          <ErrorState title="Unable to load your study preferences" query={settings} />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Review Algorithm"
              options={ALGORITHM_OPTIONS}
              value={change.pending?.field === "studyAlgorithm" ? change.pending.value : settings.data.studyAlgorithm}
              disabled={change.isSaving}
              onChange={(e) => change.request("studyAlgorithm", e.target.value)}
              hint={
                settings.data.studyAlgorithm === "MANUAL"
                  ? "You rate how difficult each word was after answering."
                  : "Each answer is rated for you from your accuracy and speed."
              }
            />
            <SelectField
              label="Study Type"
              options={STUDY_TYPE_OPTIONS}
              value={change.pending?.field === "studyType" ? change.pending.value : settings.data.studyType}
              disabled={change.isSaving}
              onChange={(e) => change.request("studyType", e.target.value)}
              hint="How words are tested in your sessions."
            />
            <PreferenceSwitches productionPractice={settings.data.productionPractice ?? false} />
          </div>
        )}
        <Link
          to={PATHS.fsrsSettings}
          className="flex min-h-11 items-center justify-between rounded-lg px-1 font-medium text-primary hover:underline"
        >
          Scheduling Settings
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
      {change.pending && settings.data ? (
        <Suspense fallback={null}>
          <ConfirmStudyChangeDialog
            pending={change.pending}
            current={settings.data}
            saving={change.isSaving}
            onCancel={change.cancel}
            onConfirm={change.confirm}
          />
        </Suspense>
      ) : null}
    </SettingsSection>
  );
}

/** Production practice, and vacation mode once its state has loaded. */
function PreferenceSwitches({ productionPractice }: { productionPractice: boolean }) {
  const production = useSetProductionPractice();
  const vacation = useVacation();
  const setVacation = useSetVacation();
  return (
    <>
      <div className="sm:col-span-2">
        <SwitchField
          label="Production practice"
          checked={production.isPending ? production.variables : productionPractice}
          disabled={production.isPending}
          onChange={(on) => production.mutate(on)}
          hint="Typed tests also ask for the word itself from its meaning, typed in its own script, not only its meaning."
        />
      </div>
      {vacation.data ? (
        <div className="sm:col-span-2">
          <SwitchField
            label="Vacation mode"
            checked={setVacation.isPending ? setVacation.variables : vacation.data.on}
            disabled={setVacation.isPending}
            onChange={(on) => setVacation.mutate(on)}
            hint="Pauses your streak while you are away, and due words wait without turning overdue."
          />
        </div>
      ) : null}
    </>
  );
}
