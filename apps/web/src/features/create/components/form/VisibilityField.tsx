import { useId } from "react";
import { FieldMessage } from "../../../../components/ui/FieldMessage";
import { RadioCard, type RadioCardLook } from "../../../../components/ui/RadioCard";
import { VISIBILITY_OPTIONS } from "../../lib/visibility";
import type { Visibility } from "../../types";

const CARD_LOOK: RadioCardLook = { className: "flex min-h-11 items-start gap-3 px-3 py-2.5", inputClassName: "mt-1" };

/** Who can see the deck: three radios (arrow keys move between them), each with what it means. */
export function VisibilityField({
  value,
  onChange,
  error,
}: {
  value: Visibility;
  onChange: (value: Visibility) => void;
  error?: string;
}) {
  const id = useId();
  const group = { name: "visibility", chosen: value, onChoose: onChange };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Who can see it</legend>
      <div className="flex flex-col gap-2">
        {VISIBILITY_OPTIONS.map((option) => (
          <RadioCard
            key={option.value}
            group={group}
            value={option.value}
            look={CARD_LOOK}
            describedBy={`${id}-${option.value}`}
          >
            <span>
              <span className="block text-sm font-medium">{option.label}</span>
              <span id={`${id}-${option.value}`} className="block text-sm text-fg-muted">
                {option.hint}
              </span>
            </span>
          </RadioCard>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}
