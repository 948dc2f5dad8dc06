import { SelectField } from "../../../../components/ui/SelectField";

interface ColumnSelectProps {
  label: string;
  fields: readonly string[];
  value: number | null;
  onChange: (value: number | null) => void;
  /** Offers "None" (the reading column is optional). */
  optional?: boolean;
  error?: string;
  name: string;
}

/** Which of the file's columns (or note fields) holds one part of the word. */
export function ColumnSelect({ label, fields, value, onChange, optional, error, name }: ColumnSelectProps) {
  const options = [
    ...(optional ? [{ value: "", label: "None" }] : []),
    ...fields.map((field, index) => ({ value: String(index), label: field || `Column ${index + 1}` })),
  ];
  return (
    <div>
      <SelectField
        label={label}
        name={name}
        options={options}
        value={value === null ? "" : String(value)}
        onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
        aria-invalid={error ? true : undefined}
      />
      <div aria-live="polite">{error ? <p className="mt-1.5 text-sm text-danger">{error}</p> : null}</div>
    </div>
  );
}
