import { messages } from "@app/domain";
import type { DeckScheduling, DeckSchedulingResponse } from "@app/domain/decks/deck-scheduling";
import {
  ASSUMED_NEW_PER_DAY,
  type DeckSimulationInputs,
  secondsFrom,
  studiedFrom,
  weekdayOf,
} from "@app/domain/planning/deck-simulation-inputs";
import { effectiveRetention } from "@app/domain/study/effective-retention";
import { type DayModel, learnerDayNumber } from "@app/domain/time/learner-day";
import { default_w } from "ts-fsrs";
import { AppError } from "../../lib/app-error";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import type { DeckSchedulingRepository } from "./repository";

export interface DeckSchedulingService {
  read(userId: string, subDeckId: string): Promise<DeckSchedulingResponse>;
  save(userId: string, subDeckId: string, values: DeckScheduling): Promise<DeckSchedulingResponse>;
  simulationInputs(userId: string, subDeckId: string, now: Date, model: DayModel): Promise<DeckSimulationInputs>;
}

const notInCollection = () => new AppError("NOT_FOUND", messages.decks.deckNotFound);

/** A deck's scheduling and what "Help me decide" simulates it from; a deck not in the collection is not found. */
export function createDeckSchedulingService(
  repo: DeckSchedulingRepository,
  settings: FsrsSettingsRepository,
): DeckSchedulingService {
  const answer = async (userId: string, subDeckId: string, row: DeckScheduling | null) => {
    if (!row) throw notInCollection();
    const { requestRetention } = await settings.get(userId);
    return {
      subDeckId,
      ...row,
      defaultRetention: requestRetention,
      effectiveRetention: effectiveRetention(requestRetention, row.desiredRetention),
    };
  };
  return {
    read: async (userId, subDeckId) => answer(userId, subDeckId, await repo.get(userId, subDeckId)),
    save: async (userId, subDeckId, values) => answer(userId, subDeckId, await repo.set(userId, subDeckId, values)),
    async simulationInputs(userId, subDeckId, now, model) {
      const deck = await repo.get(userId, subDeckId);
      if (!deck) throw notInCollection();
      const [learner, memories, newWords, answers, size] = await Promise.all([
        settings.get(userId),
        repo.memories(userId, subDeckId, model),
        repo.countNew(userId, subDeckId),
        repo.answerTimes(userId),
        repo.size(userId, subDeckId),
      ]);
      const today = learnerDayNumber(now, model);
      return {
        weights: learner.weights && learner.weights.length > 0 ? learner.weights : [...default_w],
        defaultRetention: learner.requestRetention,
        deckRetention: deck.desiredRetention,
        maximumInterval: learner.maximumInterval,
        studied: studiedFrom(memories, today),
        newWords,
        newPerDay: deck.newPerDay ?? ASSUMED_NEW_PER_DAY,
        reviewLimit: deck.reviewsPerDay,
        // Reviews placed as the live scheduler places them (Scheduling Settings → Review Load).
        loadBalance: learner.loadBalancing,
        easyDays: [...learner.easyDays],
        seconds: secondsFrom(answers),
        firstWeekday: weekdayOf(today),
        // Known items are told in words: a word studied in both directions counts half for each.
        ...(size.items > size.words && size.words > 0 ? { wordsPerItem: size.words / size.items } : {}),
      };
    },
  };
}
