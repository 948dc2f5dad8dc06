import { PRODUCTION_SKILL } from "@app/domain/decks/item-counts";
import { PATHS } from "@app/domain/navigation";
import { ChevronRight } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { QueryView } from "../../../components/ui/QueryView";
import { SelectField } from "../../../components/ui/SelectField";
import { SkeletonGroup } from "../../../components/ui/Skeleton";
import { SwitchField } from "../../../components/ui/SwitchField";
import type { FsrsSettingsData } from "../../../lib/fsrs-settings";
import { lazyNamed } from "../../../lib/lazy-named";
import { useVacation } from "../../../lib/vacation";
import { useFsrsSettings } from "../fsrs/hooks/useFsrsSettings";
import { useSetProductionPractice, useSetVacation } from "../study-preferences/usePreferenceSwitches";
import {
  ALGORITHM_OPTIONS,
  type PendingChange,
  STUDY_TYPE_OPTIONS,
  useStudyPreferenceChange,
} from "../study-preferences/useStudyPreferenceChange";
import { SettingsSection } from "./SettingsSection";

// The dialog (and Radix) loads only when a change is asked for.
const ConfirmStudyChangeDialog = lazyNamed(
  () => import("../study-preferences/ConfirmStudyChangeDialog"),
  "ConfirmStudyChangeDialog",
);

/** The two preferences a change of which is confirmed first, each a select with its hint. */
const PREFERENCE_SELECTS: readonly {
  field: PendingChange["field"];
  label: string;
  options: readonly { value: string; label: string }[];
  hint: (saved: FsrsSettingsData) => string;
}[] = [
  {
    field: "studyAlgorithm",
    label: "Review Algorithm",
    options: ALGORITHM_OPTIONS,
    hint: (saved) =>
      saved.studyAlgorithm === "MANUAL"
        ? "You rate how difficult each word was after answering."
        : "Each answer is rated for you from your accuracy and speed.",
  },
  {
    field: "studyType",
    label: "Study Type",
    options: STUDY_TYPE_OPTIONS,
    hint: () => "How words are tested in your sessions.",
  },
];

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
        <QueryView
          query={settings}
          errorTitle="Unable to load your study preferences"
          loading={
            <SkeletonGroup
              label="Loading study preferences"
              className="grid gap-5 sm:grid-cols-2"
              repeat={2}
              blocks={["h-[4.5rem] w-full"]}
            />
          }
        >
          {(data) => (
            <div className="grid gap-5 sm:grid-cols-2">
              {PREFERENCE_SELECTS.map((select) => (
                <SelectField
                  key={select.field}
                  label={select.label}
                  options={select.options}
                  value={change.pending?.field === select.field ? change.pending.value : data[select.field]}
                  disabled={change.isSaving}
                  onChange={(e) => change.request(select.field, e.target.value)}
                  hint={select.hint(data)}
                />
              ))}
              <PreferenceSwitches productionPractice={data.productionPractice ?? false} />
            </div>
          )}
        </QueryView>
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
          label={`${PRODUCTION_SKILL} practice`}
          checked={production.isPending ? production.variables : productionPractice}
          disabled={production.isPending}
          onChange={(on) => production.mutate(on)}
          hint="Each word is also asked from its meaning: you answer with the word itself, in its own script. This second skill has its own memory and schedule; your decks stay in words and show it beside each word."
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
