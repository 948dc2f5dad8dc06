import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/auth";
import {
  addSharedDeck,
  createOwnDeck,
  deleteOwnDeck,
  getOwnDeck,
  getSharedDeck,
  listOwnDecks,
  updateOwnDeck,
} from "./deck-routes";
import type { OwnDecksRepository } from "./repository";
import { ownDeckRouteContext } from "./route-context";
import { addOwnWords, deleteOwnWord, listOwnWords, reorderOwnWords, updateOwnWord } from "./word-routes";

/** The editor's routes (a registered account's own decks and words) and a shared deck's link. */
export function registerOwnDeckRoutes(app: FastifyInstance, deps: { auth: Auth; ownDecks: OwnDecksRepository }) {
  const context = ownDeckRouteContext(deps);
  const operations = [
    listOwnDecks,
    createOwnDeck,
    getOwnDeck,
    updateOwnDeck,
    deleteOwnDeck,
    listOwnWords,
    addOwnWords,
    updateOwnWord,
    deleteOwnWord,
    reorderOwnWords,
    getSharedDeck,
    addSharedDeck,
  ];
  for (const register of operations) register(app, context);
}
