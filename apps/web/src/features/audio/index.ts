/** The pronunciation button and the chain of providers it plays from. */

export { AudioButton } from "./components/AudioButton";
export { PronunciationButton } from "./components/PronunciationButton";
export { recordingOf, usePronunciation } from "./hooks/usePronunciation";
export { browserPronunciationDeps, findAudioLink } from "./lib/pronunciation";
