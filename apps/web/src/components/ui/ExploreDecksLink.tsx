import { homeTabPath } from "@app/domain/navigation";
import { Link } from "react-router";
import { buttonClasses } from "./button-styles";

/** "Explore Decks" as a main button: where a screen with nothing to show sends the learner for decks. */
export function ExploreDecksLink() {
  return (
    <Link to={homeTabPath("decks")} className={buttonClasses("primary")}>
      Explore Decks
    </Link>
  );
}
