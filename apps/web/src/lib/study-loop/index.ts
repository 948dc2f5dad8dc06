/**
 * One study loop for every session kind and Time Rush: the answer rules, the keys and the state's steps
 * (each screen adds its prompts' audio).
 */
export { digitKey, isChoiceTest, isChosenRight, optionForKey, responseSeconds } from "./answer";
export { claim, dialogOpen, hasModifier, isUndoKey, type KeyPlace, keyPlace, useWindowKeys } from "./keys";
export { type Transition, useStudyLoop } from "./use-study-loop";
