import { landingViewPath } from "@app/domain/navigation";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { useTryItNow } from "../hooks/useTryItNow";
import { FeatureList } from "./FeatureList";
import { SampleFlow } from "./SampleFlow";

/** The landing page proper: hero, the two ways in, what you get, and how a word moves. */
export function TitleView() {
  const navigate = useNavigate();
  const tryItNow = useTryItNow();

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 md:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center">
      <section aria-labelledby="hero-heading" className="flex flex-col gap-6">
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Remember words for life
        </h1>
        <p className="max-w-xl text-lg text-fg-muted">
          Lexistep brings every word back right before you would forget it, so what you learn stays learned. Study
          ready-made decks in many languages, or create and import your own sets.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            size="lg"
            loading={tryItNow.pending}
            onClick={tryItNow.start}
            // Solving the captcha starts as the visitor heads for the button.
            onPointerEnter={tryItNow.prepare}
            onFocus={tryItNow.prepare}
          >
            TRY IT NOW
          </Button>
          <Button size="lg" variant="secondary" onClick={() => navigate(landingViewPath("login"))}>
            LOGIN
          </Button>
        </div>
        <FeatureList />
      </section>
      <SampleFlow />
    </div>
  );
}
