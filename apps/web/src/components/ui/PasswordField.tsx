import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { TextField } from "./TextField";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "trailing" | "renderTrailing">;

/** A password input with a show/hide button named after the field ("Show confirm password"). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const what = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      // Shown as text, a password must not be spell-checked (some checkers send text away) or capitalised.
      spellCheck={false}
      autoCapitalize="none"
      renderTrailing={(inputId) => (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${what}` : `Show ${what}`}
          aria-pressed={visible}
          aria-controls={inputId}
          className="inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:text-fg"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      )}
    />
  );
}
