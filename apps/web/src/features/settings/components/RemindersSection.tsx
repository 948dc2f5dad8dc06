import { ErrorState } from "../../../components/ui/ErrorState";
import { SelectField } from "../../../components/ui/SelectField";
import { Skeleton, SkeletonGroup } from "../../../components/ui/Skeleton";
import { SwitchField } from "../../../components/ui/SwitchField";
import { hourLabel, useReminders, useSaveReminders } from "../reminders/useReminders";
import { SettingsSection } from "./SettingsSection";

const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));

/**
 * Reminders: one e-mail a day at the learner's local hour with the words due and the minutes they take
 * (none on vacation); every mail has a one-click stop.
 */
export function RemindersSection() {
  const reminders = useReminders();
  const save = useSaveReminders();
  const current = save.isPending ? save.variables : reminders.data;
  return (
    <SettingsSection id="reminders-heading" title="Reminders">
      {reminders.isPending ? (
        <SkeletonGroup label="Loading your reminder" className="flex flex-col gap-4">
          <Skeleton className="h-12 w-full" />
        </SkeletonGroup>
      ) : reminders.isError || !current ? (
        <ErrorState
          title="Unable to load your reminder"
          onRetry={() => void reminders.refetch()}
          retrying={reminders.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <SwitchField
            label="Daily e-mail reminder"
            checked={current.enabled}
            disabled={save.isPending}
            onChange={(enabled) => save.mutate({ enabled, hour: current.hour })}
            hint="Once a day, to the e-mail address in your profile: the words due and about how long they take. None while vacation mode is on."
          />
          <SelectField
            label="Send it at"
            options={HOUR_OPTIONS}
            value={String(current.hour)}
            disabled={save.isPending || !current.enabled}
            onChange={(e) => save.mutate({ enabled: current.enabled, hour: Number(e.target.value) })}
            hint={`Your time (${reminders.data.timeZone}).`}
            className="max-w-xs"
          />
        </div>
      )}
    </SettingsSection>
  );
}
