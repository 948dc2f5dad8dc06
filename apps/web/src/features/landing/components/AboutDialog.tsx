import { PATHS } from "@app/domain/navigation";
import { Link } from "react-router";
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
          Credits: Chinese word lists from complete-hsk-vocabulary by Yanis Zafirópulos (MIT); Chinese meanings adapted
          from CC-CEDICT (MDBG, CC BY-SA 4.0); Japanese word lists from open-anki-jlpt-decks by Jamie Sinclair (MIT),
          based on the JLPT lists of tanos.co.uk; Mandarin recordings from audio-cmn, voice of Yue Tan (CC BY-SA);
          Chinese stroke data from hanzi-writer-data, © Arphic Technology (Arphic Public License).{" "}
          <Link to={PATHS.credits} className="font-medium text-primary underline-offset-4 hover:underline">
            All credits and licences
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
