/** One study loop for every session kind and Time Rush: answers, keys, audio and the state's steps. */
export { digitKey, isChoiceTest, isChosenRight, optionForKey, responseSeconds } from "./answer";
export { claim, dialogOpen, hasModifier, isUndoKey, type KeyPlace, keyPlace, useWindowKeys } from "./keys";
export { type PromptAudio, usePromptAudio } from "./use-prompt-audio";
export { type Transition, useStudyLoop } from "./use-study-loop";
