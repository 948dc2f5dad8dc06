/**
 * The scheduling settings a new account starts with (spec README decisions), written out here rather
 * than read from the code under test, so a change of a default fails the tests that check it.
 */
export const NEW_ACCOUNT_SETTINGS = {
  ...{ studyAlgorithm: "MANUAL", studyType: "All", reinforceNewCards: true, relearnMatureCards: true },
  ...{ requestRetention: 0.9, maximumInterval: 36500, easyBonus: 1.3, hardInterval: 1.2 },
} as const;
