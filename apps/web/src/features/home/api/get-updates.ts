import type { UpdatesResponse } from "@app/domain/decks/responses";
import { apiRequest } from "../../../lib/api";
import type { Update } from "../types";

/** GET /api/updates: the three newest updates. */
export async function getUpdates(): Promise<Update[]> {
  const { items } = await apiRequest<UpdatesResponse>("/updates");
  return items;
}
