import { DAY_START_HOURS } from "@app/domain/time/learner-day";
import { SelectField } from "../../../../components/ui/SelectField";
import { SwitchField } from "../../../../components/ui/SwitchField";
import { SettingsSection } from "../../components/SettingsSection";
import { type FsrsSectionProps, FsrsSlider, WholeNumberField } from "./FsrsFields";

/** 0:00 … 23:00, in the learner's own time zone. */
const DAY_START_OPTIONS = DAY_START_HOURS.map((hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00`,
}));

const oneDecimal = (v: number) => v.toFixed(1);

export function ReviewTimingSection(props: FsrsSectionProps) {
  const { form, set } = props;
  return (
    <SettingsSection id="review-timing-heading" title="Review Timing">
      <div className="flex flex-col gap-5">
        <FsrsSlider
          {...props}
          field="requestRetention"
          label="Desired Retention"
          min={0.5}
          max={1}
          step={0.05}
          format={(v) => `${Math.round(v * 100)} %`}
          hint="How likely you should be to remember a word when it comes up, from 50 % to 100 %. 80–90 % gives more frequent reviews; 50–70 % gives longer intervals. A deck can have its own, on its page."
        />
        <WholeNumberField
          {...props}
          field="maximumInterval"
          label="Maximum Interval (days)"
          max={36500}
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
  );
}

export function DifficultyRatingsSection(props: FsrsSectionProps) {
  return (
    <SettingsSection id="difficulty-ratings-heading" title="Difficulty Ratings">
      <div className="flex flex-col gap-5">
        <FsrsSlider
          {...props}
          field="easyBonus"
          label="Easy Bonus"
          min={1}
          max={3}
          step={0.1}
          format={oneDecimal}
          hint="Lengthens the interval after an Easy rating: 1.3 gives a 30% longer interval."
        />
        <FsrsSlider
          {...props}
          field="hardInterval"
          label="Hard Interval"
          min={0.5}
          max={2}
          step={0.1}
          format={oneDecimal}
          hint="Shortens the interval after a Hard rating: it is divided by this value, so 1.2 gives about 17% less time (below 1.0 it lengthens Hard, but never past Good). Good and Easy are not changed by it."
        />
      </div>
    </SettingsSection>
  );
}

export function LearningStepsSection({ form, set }: Omit<FsrsSectionProps, "errors">) {
  return (
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
  );
}
