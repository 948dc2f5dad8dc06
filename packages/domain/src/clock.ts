/** "Now", passed in: rules never read the clock themselves, so tests fix the date. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
