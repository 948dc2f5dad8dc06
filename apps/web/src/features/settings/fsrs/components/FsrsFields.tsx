import type { ReactNode } from "react";
import { SliderField } from "../../../../components/ui/SliderField";
import { SwitchField } from "../../../../components/ui/SwitchField";
import { WholeNumberField as NumberField } from "../../../../components/ui/WholeNumberField";
import { SettingsSection } from "../../components/SettingsSection";
import type { SetFsrsField } from "../hooks/useFsrsSettingsForm";
import type { FsrsForm, FsrsFormErrors } from "../lib/fsrs-form";

/** What each section of the /fsrs-settings form is given: the values, their errors, and the setter. */
export interface FsrsSectionProps {
  form: FsrsForm;
  errors: FsrsFormErrors;
  set: SetFsrsField;
}

interface FieldText {
  label: string;
  hint: string;
}

/** A setting chosen on a slider: its value, change and error come from the form by the setting's name. */
export function FsrsSlider({
  field,
  form,
  errors,
  set,
  ...slider
}: FsrsSectionProps &
  FieldText & {
    field: "requestRetention" | "easyBonus" | "hardInterval";
    min: number;
    max: number;
    step: number;
    format: (value: number) => string;
  }) {
  return <SliderField {...slider} value={form[field]} onChange={(v) => set(field, v)} error={errors[field]} />;
}

/** A whole number from 1 to `max`, kept as typed (checked when saved) like every count of days or lapses. */
export function WholeNumberField({
  field,
  form,
  errors,
  set,
  label,
  hint,
  max,
}: FsrsSectionProps & FieldText & { field: "maximumInterval" | "leechThreshold"; max: number }) {
  return (
    <NumberField
      label={label}
      max={max}
      value={form[field]}
      onChange={(value) => set(field, value)}
      error={errors[field]}
      hint={hint}
    />
  );
}

/** A section of the form: its heading, then its fields one under another. */
export function FsrsFieldsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SettingsSection id={id} title={title}>
      <div className="flex flex-col gap-5">{children}</div>
    </SettingsSection>
  );
}

/** A setting switched on or off: its value and change come from the form by the setting's name. */
export function FsrsSwitch({
  field,
  form,
  set,
  label,
  hint,
}: Omit<FsrsSectionProps, "errors"> &
  FieldText & { field: "reinforceNewCards" | "relearnMatureCards" | "loadBalancing" }) {
  return <SwitchField label={label} checked={form[field]} onChange={(v) => set(field, v)} hint={hint} />;
}
