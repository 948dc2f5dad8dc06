import { PATHS } from "@app/domain/navigation";
import { DAY_START_HOURS } from "@app/domain/time/learner-day";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { SelectField } from "../../../components/ui/SelectField";
import { Skeleton, SkeletonGroup } from "../../../components/ui/Skeleton";
import { SliderField } from "../../../components/ui/SliderField";
import { SwitchField } from "../../../components/ui/SwitchField";
import { TextField } from "../../../components/ui/TextField";
import { ApiError } from "../../../lib/api";
import { type FsrsSettingsData, fsrsSettingsKey, updateFsrsSettings } from "../../../lib/fsrs-settings";
import { notify } from "../../../lib/toast";
import { resetFsrsSettings } from "../fsrs/api/fsrs-actions";
import { OptimizationCard } from "../fsrs/components/OptimizationCard";
import { useFsrsSettings } from "../fsrs/hooks/useFsrsSettings";
import {
  changedFields,
  type FsrsForm,
  type FsrsFormErrors,
  fieldErrors,
  formFromSettings,
  isDirty,
  validateForm,
} from "../fsrs/lib/fsrs-form";
import { SettingsSection } from "./SettingsSection";

const TEXT = {
  saved: "FSRS settings updated successfully!",
  reset: "FSRS settings reset to defaults!",
  saveFailed: "Failed to update FSRS settings",
  resetFailed: "Failed to reset FSRS settings",
};

/** /fsrs-settings (registered users): the scheduler's parameters, optimization and Update Cards. */
/** 0:00 … 23:00, in the learner's own time zone. */
const DAY_START_OPTIONS = DAY_START_HOURS.map((hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00`,
}));

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
      {settings.isPending ? (
        <SkeletonGroup label="Loading scheduling settings" className="flex max-w-3xl flex-col gap-6">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-48 w-full rounded-card" />
          ))}
        </SkeletonGroup>
      ) : settings.isError ? (
        <ErrorState
          title="Unable to load your scheduling settings"
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <FsrsSettingsForm saved={settings.data} />
      )}
    </>
  );
}

function FsrsSettingsForm({ saved }: { saved: FsrsSettingsData }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<FsrsForm>(() => formFromSettings(saved));
  const [serverErrors, setServerErrors] = useState<FsrsFormErrors>({});
  const errors: FsrsFormErrors = { ...serverErrors, ...validateForm(form) };
  const dirty = isDirty(form, saved);
  const valid = Object.keys(validateForm(form)).length === 0;

  const set = <K extends keyof FsrsForm>(field: K, value: FsrsForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = useMutation({
    mutationFn: () => updateFsrsSettings(changedFields(form, saved)),
    onSuccess: (data) => {
      queryClient.setQueryData(fsrsSettingsKey, data);
      notify.success(TEXT.saved);
      navigate(PATHS.home);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        setServerErrors(
          fieldErrors(Object.entries(error.fields).map(([field, message]) => ({ path: [field], message }))),
        );
      }
      notify.error(TEXT.saveFailed);
    },
  });

  const reset = useMutation({
    mutationFn: resetFsrsSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(fsrsSettingsKey, data);
      setForm(formFromSettings(data));
      setServerErrors({});
      notify.success(TEXT.reset);
    },
    onError: () => notify.error(TEXT.resetFailed),
  });

  return (
    <form
      className="flex max-w-3xl flex-col gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (dirty && valid && !save.isPending) save.mutate();
      }}
    >
      <SettingsSection id="review-timing-heading" title="Review Timing">
        <div className="flex flex-col gap-5">
          <SliderField
            label="Request Retention"
            min={0.5}
            max={1}
            step={0.05}
            value={form.requestRetention}
            format={(v) => v.toFixed(2)}
            onChange={(v) => set("requestRetention", v)}
            error={errors.requestRetention}
            hint="How likely you should be to remember a word when it comes up. 0.8–0.9 gives more frequent reviews; 0.5–0.7 gives longer intervals."
          />
          <TextField
            label="Maximum Interval (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={36500}
            step={1}
            value={form.maximumInterval}
            onChange={(e) => set("maximumInterval", e.target.value)}
            error={errors.maximumInterval}
            hint="The longest time between two reviews, from 1 to 36500 days (default 36500)."
          />
          <SelectField
            label="Next Day Starts At"
            value={String(form.dayStartHour)}
            options={DAY_START_OPTIONS}
            onChange={(e) => set("dayStartHour", Number(e.target.value))}
            hint="Words fall due at the start of your day, and streaks and daily goals count your days from this hour (default 4:00, so a late session still counts for the evening before)."
          />
        </div>
      </SettingsSection>

      <SettingsSection id="difficulty-ratings-heading" title="Difficulty Ratings">
        <div className="flex flex-col gap-5">
          <SliderField
            label="Easy Bonus"
            min={1}
            max={3}
            step={0.1}
            value={form.easyBonus}
            format={(v) => v.toFixed(1)}
            onChange={(v) => set("easyBonus", v)}
            error={errors.easyBonus}
            hint="Lengthens the interval after an Easy rating: 1.3 gives a 30% longer interval."
          />
          <SliderField
            label="Hard Interval"
            min={0.5}
            max={2}
            step={0.1}
            value={form.hardInterval}
            format={(v) => v.toFixed(1)}
            onChange={(v) => set("hardInterval", v)}
            error={errors.hardInterval}
            hint="Shortens the interval after a Hard rating: it is divided by this value, so 1.2 gives about 17% less time (below 1.0 it lengthens Hard, but never past Good). Good and Easy are not changed by it."
          />
        </div>
      </SettingsSection>

      <SettingsSection id="learning-steps-heading" title="Learning Steps">
        <div className="flex flex-col gap-5">
          <SwitchField
            label="Reinforce New Words"
            checked={form.reinforceNewCards}
            onChange={(v) => set("reinforceNewCards", v)}
            hint="New words pass through a building phase: 3 reviews after 1 minute, 10 minutes and 1 hour before the spaced schedule applies. On by default."
          />
          <SwitchField
            label="Relearn Mature Words"
            checked={form.relearnMatureCards}
            onChange={(v) => set("relearnMatureCards", v)}
            hint="Mature words you forget come back at shorter intervals while you relearn them. On by default."
          />
        </div>
      </SettingsSection>

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
