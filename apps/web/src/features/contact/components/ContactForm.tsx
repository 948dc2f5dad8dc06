import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { TextAreaField } from "../../../components/ui/TextAreaField";
import { TextField } from "../../../components/ui/TextField";
import type { ContactMessage } from "../api/send-contact-message";
import { useSendContactMessage } from "../hooks/useSendContactMessage";
import { type ContactErrors, validateContactForm } from "../hooks/validate-contact-form";

/** E-mail and message, both required. What was typed survives a failed send. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const [values, setValues] = useState<ContactMessage>({ email: "", message: "" });
  const [errors, setErrors] = useState<ContactErrors>({});
  const send = useSendContactMessage(onSent);

  const update = (field: keyof ContactMessage) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate(values);
  };

  return (
    <form noValidate onSubmit={onSubmit} onFocus={send.prepareCaptcha} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => update("email")(event.target.value)}
        error={errors.email}
      />
      <TextAreaField
        label="Message"
        required
        rows={5}
        value={values.message}
        onChange={(event) => update("message")(event.target.value)}
        error={errors.message}
      />
      <Button type="submit" loading={send.isPending} className="self-end">
        Send Message
      </Button>
    </form>
  );
}
