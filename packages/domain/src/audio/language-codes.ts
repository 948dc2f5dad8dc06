/**
 * Language codes for pronunciation: the catalogue's language id → the code used by
 * `/api/audios?language=`, the espeak-ng voice and the browser's speech-synthesis tag.
 */
export interface AudioLanguage {
  code: string;
  espeakVoice: string;
  speechLang: string;
}

export const AUDIO_LANGUAGES: Record<string, AudioLanguage> = {
  chinese: { code: "zh", espeakVoice: "cmn", speechLang: "zh-CN" },
  japanese: { code: "ja", espeakVoice: "ja", speechLang: "ja-JP" },
  korean: { code: "ko", espeakVoice: "ko", speechLang: "ko-KR" },
  spanish: { code: "es", espeakVoice: "es", speechLang: "es-ES" },
  french: { code: "fr", espeakVoice: "fr", speechLang: "fr-FR" },
  german: { code: "de", espeakVoice: "de", speechLang: "de-DE" },
  italian: { code: "it", espeakVoice: "it", speechLang: "it-IT" },
  portuguese: { code: "pt", espeakVoice: "pt", speechLang: "pt-PT" },
  dutch: { code: "nl", espeakVoice: "nl", speechLang: "nl-NL" },
  russian: { code: "ru", espeakVoice: "ru", speechLang: "ru-RU" },
  arabic: { code: "ar", espeakVoice: "ar", speechLang: "ar-SA" },
  turkish: { code: "tr", espeakVoice: "tr", speechLang: "tr-TR" },
  polish: { code: "pl", espeakVoice: "pl", speechLang: "pl-PL" },
  swedish: { code: "sv", espeakVoice: "sv", speechLang: "sv-SE" },
  vietnamese: { code: "vi", espeakVoice: "vi", speechLang: "vi-VN" },
  hindi: { code: "hi", espeakVoice: "hi", speechLang: "hi-IN" },
  greek: { code: "el", espeakVoice: "el", speechLang: "el-GR" },
};

const byCode = new Map(Object.values(AUDIO_LANGUAGES).map((l) => [l.code, l]));

export function audioLanguageForDeck(languageId: string): AudioLanguage | null {
  return AUDIO_LANGUAGES[languageId] ?? null;
}

export function audioLanguageByCode(code: string): AudioLanguage | null {
  return byCode.get(code) ?? null;
}

const TONE_MARKS: Record<string, [string, number]> = {};
for (const [base, marks] of Object.entries({ a: "āáǎà", e: "ēéěè", i: "īíǐì", o: "ōóǒò", u: "ūúǔù", ü: "ǖǘǚǜ" })) {
  [...marks].forEach((mark, i) => {
    TONE_MARKS[mark] = [base, i + 1];
  });
}

/**
 * Pinyin with tone marks → numbered pinyin ("nǐ hǎo" → "ni3 hao3"), which espeak-ng's Mandarin
 * voice reads reliably. A syllable without a mark is neutral (5).
 */
export function numberedPinyin(pinyin: string): string {
  return pinyin
    .normalize("NFC")
    .split(/[\s'’·-]+/)
    .filter(Boolean)
    .map((syllable) => {
      let tone = 5;
      let plain = "";
      for (const ch of syllable.toLowerCase()) {
        const mark = TONE_MARKS[ch];
        if (mark) {
          plain += mark[0];
          tone = mark[1];
        } else plain += ch;
      }
      plain = plain.replace(/ü/g, "v").replace(/[^a-zv]/g, "");
      return plain ? `${plain}${tone}` : "";
    })
    .filter(Boolean)
    .join(" ");
}
