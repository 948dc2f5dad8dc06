import { homeTabPath } from "@app/domain/navigation";
import { FileUp, Globe2, type LucideIcon, MessagesSquare, PencilRuler, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/Card";
import { PageHeading } from "../../../components/ui/PageHeading";

interface Planned {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Icon bubble colours (soft background + strong foreground, AA in both themes). */
  tone: string;
}

const PLANNED: readonly Planned[] = [
  {
    icon: FileUp,
    title: "Import your existing Anki decks",
    text: "Bring the decks you already study and keep your cards in one place.",
    tone: "bg-primary-soft text-primary-soft-fg",
  },
  {
    icon: PencilRuler,
    title: "Make your own decks with a built-in graphical editor",
    text: "Add words, translations and readings without touching a spreadsheet.",
    tone: "bg-state-building-bg text-state-building-fg",
  },
  {
    icon: Globe2,
    title: "Upload your decks as private or public",
    text: "Keep a deck to yourself, or share it so other learners can add it.",
    tone: "bg-state-learned-bg text-state-learned-fg",
  },
];

/** Create tab: the spec's Coming Soon panel, with where to go meanwhile. */
export function CreateTab() {
  return (
    <>
      <PageHeading>Create</PageHeading>
      <Card className="max-w-3xl sm:p-8">
        <section aria-labelledby="coming-soon-heading">
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-warning-soft px-3 py-1 text-xs font-semibold text-warning-soft-fg">
            <Sparkles aria-hidden="true" className="size-3.5" />
            In the works
          </p>
          <h2 id="coming-soon-heading" className="text-2xl font-semibold tracking-tight">
            Coming Soon
          </h2>
          <p className="mt-1 text-fg-muted">Build and share your own word sets:</p>

          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {PLANNED.map(({ icon: Icon, title, text, tone }) => (
              <li key={title} className="flex gap-3 rounded-lg border border-border p-4 md:flex-col">
                <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-medium">{title}</h3>
                  <p className="mt-1 text-sm text-fg-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>

          <div className="mt-8 flex flex-col gap-3 border-t border-border pt-6 lg:flex-row lg:items-center lg:justify-between">
            <p className="text-sm text-fg-muted">Meanwhile, pick a ready-made deck or tell us what you need.</p>
            <div className="flex shrink-0 flex-col gap-2 whitespace-nowrap min-[400px]:flex-row">
              <Link to={homeTabPath("decks")} className={buttonClasses("primary")}>
                Explore Decks
              </Link>
              <Link to={homeTabPath("forum")} className={buttonClasses("secondary")}>
                <MessagesSquare aria-hidden="true" className="size-4" />
                Suggest a Feature
              </Link>
            </div>
          </div>
        </section>
      </Card>
    </>
  );
}
