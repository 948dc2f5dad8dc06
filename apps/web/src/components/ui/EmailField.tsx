import type { ComponentProps } from "react";
import { TextField } from "./TextField";

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, "label" | "name" | "type" | "autoComplete" | "inputMode">;

/**
 * The account's e-mail address: labelled "Email", named `email` (focus after an error finds it by
 * name), and typed so browsers offer saved addresses and phones show the e-mail keyboard.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required {...props} />
  );
}
