import { Dialog } from "../../../components/ui/Dialog";
import { ContactForm } from "./ContactForm";

/** The Contact modal. Lazily loaded by LandingTopNav. */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contact"
      description="Questions, ideas or a problem? Send us a message and we will get back to you by e-mail."
    >
      <ContactForm onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}
