import { z } from "zod";

/** The largest value of a PostgreSQL `integer` column: ids above it can name no row. */
export const ROW_ID_MAX = 2_147_483_647;

/** A word (or other serial) id in a JSON body. */
export const rowIdSchema = z.number().int().positive().max(ROW_ID_MAX);

/** The same id in a path or query string. */
export const rowIdParamSchema = z.coerce.number().int().positive().max(ROW_ID_MAX);

/**
 * A study item's id as clients know it (see `study/items.ts`): a word's id, negated for the word's production
 * direction. Never zero.
 */
export const itemIdSchema = z
  .number()
  .int()
  .min(-ROW_ID_MAX)
  .max(ROW_ID_MAX)
  .refine((id) => id !== 0, "Not an item id.");

/** The same id in a path or query string. */
export const itemIdParamSchema = z.coerce
  .number()
  .int()
  .min(-ROW_ID_MAX)
  .max(ROW_ID_MAX)
  .refine((id) => id !== 0, "Not an item id.");
