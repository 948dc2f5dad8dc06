import { BrainCircuit, Languages, Target } from "lucide-react";

const FEATURES = [
  {
    icon: BrainCircuit,
    title: "Spaced repetition that adapts to you",
    text: "Reviews are scheduled for the moment you are about to forget, so you study less and remember more.",
  },
  {
    icon: Languages,
    title: "Decks for many languages",
    text: "Words with translations and pinyin, plus Chinese character writing practice.",
  },
  {
    icon: Target,
    title: "Goals, streaks and stats",
    text: "Set a daily goal, keep your streak and watch your weekly progress grow.",
  },
] as const;

/** The three feature bullets of the landing page. */
export function FeatureList() {
  return (
    <ul className="mt-2 grid gap-4">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block font-semibold">{title}</span>
            <span className="block text-fg-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
