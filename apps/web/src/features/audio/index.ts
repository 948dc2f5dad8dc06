/** The pronunciation button and the chain of providers it plays from. */
export { PronunciationButton } from "./components/PronunciationButton";
export { recordingOf } from "./hooks/usePronunciation";
export { browserPronunciationDeps, findAudioLink } from "./lib/pronunciation";
