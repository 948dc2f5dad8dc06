import { DAY_START_HOURS } from "@app/domain/time/learner-day";
import { SelectField } from "../../../../components/ui/SelectField";
import { FsrsFieldsSection, type FsrsSectionProps, FsrsSlider, FsrsSwitch, WholeNumberField } from "./FsrsFields";

/** 0:00 … 23:00, in the learner's own time zone. */
const DAY_START_OPTIONS = DAY_START_HOURS.map((hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00`,
}));

const oneDecimal = (v: number) => v.toFixed(1);

/** How much Easy lengthens and Hard shortens an interval: both by tenths. */
const RATING_SLIDERS = [
  {
    field: "easyBonus",
    label: "Easy Bonus",
    min: 1,
    max: 3,
    hint: "Lengthens the interval after an Easy rating: 1.3 gives a 30% longer interval.",
  },
  {
    field: "hardInterval",
    label: "Hard Interval",
    min: 0.5,
    max: 2,
    hint: "Shortens the interval after a Hard rating: it is divided by this value, so 1.2 gives about 17% less time (below 1.0 it lengthens Hard, but never past Good). Good and Easy are not changed by it.",
  },
] as const;

export function ReviewTimingSection(props: FsrsSectionProps) {
  const { form, set } = props;
  return (
    <FsrsFieldsSection id="review-timing-heading" title="Review Timing">
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
    </FsrsFieldsSection>
  );
}

export function DifficultyRatingsSection(props: FsrsSectionProps) {
  return (
    <FsrsFieldsSection id="difficulty-ratings-heading" title="Difficulty Ratings">
      {RATING_SLIDERS.map((slider) => (
        <FsrsSlider key={slider.field} {...props} {...slider} step={0.1} format={oneDecimal} />
      ))}
    </FsrsFieldsSection>
  );
}

/** How new words are built up and forgotten mature words relearnt: both on by default. */
const LEARNING_SWITCHES = [
  {
    field: "reinforceNewCards",
    label: "Reinforce New Words",
    hint: "New words pass through a building phase: 3 reviews after 1 minute, 10 minutes and 1 hour before the spaced schedule applies. On by default.",
  },
  {
    field: "relearnMatureCards",
    label: "Relearn Mature Words",
    hint: "Mature words you forget come back at shorter intervals while you relearn them. On by default.",
  },
] as const;

export function LearningStepsSection(props: Omit<FsrsSectionProps, "errors">) {
  return (
    <FsrsFieldsSection id="learning-steps-heading" title="Learning Steps">
      {LEARNING_SWITCHES.map((toggle) => (
        <FsrsSwitch key={toggle.field} {...props} {...toggle} />
      ))}
    </FsrsFieldsSection>
  );
}
