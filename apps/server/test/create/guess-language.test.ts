import { describe, expect, it } from "vitest";
import { guessLanguage } from "../../src/features/imports/guess-language";

const words = (text: string) => text.split(" ");

describe("guessLanguage", () => {
  it("names the language of real word lists", () => {
    expect(
      guessLanguage(
        words(
          "manger boire voir entendre parler lire écrire aller venir faire chat chien poisson eau thé riz ami professeur école train voiture livre",
        ),
      ),
    ).toBe("fr");
    expect(
      guessLanguage(
        words(
          "essen trinken sehen hören sprechen lesen schreiben gehen kommen machen Katze Hund Fisch Wasser Tee Reis Freund Lehrer Schule Zug Auto Buch",
        ),
      ),
    ).toBe("de");
    expect(
      guessLanguage(
        words(
          "comer beber ver oír hablar leer escribir ir venir hacer gato perro pez agua té arroz amigo profesor escuela tren coche libro",
        ),
      ),
    ).toBe("es");
  });

  it("says nothing for romanised Japanese, which the identifier does not know (it would answer another language)", () => {
    expect(
      guessLanguage(
        words(
          "taberu nomu miru kiku hanasu yomu kaku iku kuru suru neko inu sakana mizu ocha gohan tomodachi sensei gakkou densha kuruma hon",
        ),
      ),
    ).toBeNull();
    expect(
      guessLanguage([
        "watashi wa gakusei desu",
        "kore wa nan desu ka",
        "arigatou gozaimasu",
        "ohayou",
        "konnichiwa",
        "sayounara",
        "oishii",
        "takai",
        "yasui",
        "ookii",
      ]),
    ).toBeNull();
  });

  it("a script that names its language decides: kana is Japanese, hangul Korean", () => {
    expect(guessLanguage(["食べる", "のむ", "見る"])).toBe("ja");
    expect(guessLanguage(["먹다", "마시다"])).toBe("ko");
  });
});
