import { Dialog } from "../../../components/ui/Dialog";

/** What the product is, in a few sentences. Lazily loaded by LandingTopNav. */
export function AboutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="About Lexistep">
      <div className="space-y-3 text-fg-muted">
        <p>
          Lexistep is a vocabulary trainer built on spaced repetition. Add word decks for the languages you are
          learning, study them in short daily sessions, and Lexistep brings every word back just before you would forget
          it — so what you learn stays learned.
        </p>
        <p>
          Decks cover many languages, with translations, pinyin for Chinese and Chinese character writing practice.
          Daily goals, streaks and stats show how far you have come.
        </p>
        <p>
          Try it without an account: a guest keeps decks and progress for a week, and everything moves to your account
          when you register.
        </p>
        <p className="text-sm">
          Credits: Mandarin recordings from audio-cmn, voice of Yue Tan (CC BY-SA); Chinese stroke data from
          hanzi-writer-data, © Arphic Technology (Arphic Public License); Chinese meanings adapted from CC-CEDICT (CC
          BY-SA 4.0); Japanese word lists from the JLPT lists of the open-anki-jlpt-decks project (MIT).
        </p>
      </div>
    </Dialog>
  );
}
