import type { DayLoad } from "@app/domain/planning/day-load";
import { SelectField } from "../../../../components/ui/SelectField";
import { FsrsFieldsSection, type FsrsSectionProps, FsrsSwitch, WholeNumberField } from "./FsrsFields";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const DAY_LOAD_OPTIONS: { value: DayLoad; label: string }[] = [
  { value: "normal", label: "Normal" },
  { value: "reduced", label: "Reduced" },
  { value: "minimum", label: "Minimum" },
];

/** Load balancing, easy days per weekday, and when a word counts as a leech. */
export function ReviewLoadSection(props: FsrsSectionProps) {
  const { form, set } = props;
  const setDay = (index: number, load: DayLoad) =>
    set(
      "easyDays",
      form.easyDays.map((d, i) => (i === index ? load : d)),
    );
  return (
    <FsrsFieldsSection id="review-load-heading" title="Review Load">
      <FsrsSwitch
        {...props}
        field="loadBalancing"
        label="Load Balancing"
        hint="Spreads your reviews evenly: within the few days a review may move anyway, it goes to the day with the fewest reviews already due. It never moves a review further than that. On by default."
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium">Easy Days</legend>
        <p id="easy-days-hint" className="-mt-1 text-sm text-fg-muted">
          Days you have less time for reviews. Reduced takes about half of a normal day's reviews; Minimum takes as few
          as possible (a review goes to another day of its range whenever it can). New reviews follow this; reviews
          already scheduled stay where they are.
        </p>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-4">
          {WEEKDAYS.map((name, i) => (
            <SelectField
              key={name}
              label={name}
              value={form.easyDays[i] ?? "normal"}
              options={DAY_LOAD_OPTIONS}
              aria-describedby="easy-days-hint"
              onChange={(e) => setDay(i, e.target.value as DayLoad)}
            />
          ))}
        </div>
      </fieldset>
      <WholeNumberField
        {...props}
        field="leechThreshold"
        label="Leech Threshold (lapses)"
        max={99}
        hint="A word you forget this many times after learning it is a leech. Leeches are listed on their deck page and in Stats, where you choose to keep one, learn it again from new, or ignore it (default 8)."
      />
    </FsrsFieldsSection>
  );
}
