import { planSessionSave } from "@app/domain/study/save-plan";
import type { SessionSaveResult } from "@app/domain/study/validation";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { readSessionSave, type SessionSaveRequest } from "./save-session-read";
import { sessionPayloadHash, writeSessionSave } from "./save-session-write";

export type SaveResult = SessionSaveResult;

/**
 * Saves a finished study session in one transaction, exactly once per session id, in three steps:
 * read what the plan needs (the user's row locked first, so one user's saves take turns), plan the
 * save without touching the database (`planSessionSave`: grading, late reviews, the day's activity,
 * streak, freezes and daily goal), and write what the plan holds, in one statement that first claims the
 * session's id. Sending the same session again returns the first answer; the same id with different
 * content is refused.
 */
export async function saveStudySession(db: Db, request: SessionSaveRequest): Promise<SaveResult> {
  const payloadHash = sessionPayloadHash(request.session);
  return db.transaction(async (tx) => {
    const plan = planSessionSave(await readSessionSave(tx, request));
    if (plan.kind === "refused") throw new AppError(plan.code, plan.message, plan.fields);
    if (plan.kind === "nothing-to-save") return plan.response;
    // A retry writes nothing and gets the first answer.
    const firstAnswer = await writeSessionSave(tx, plan, payloadHash);
    return firstAnswer ?? plan.response;
  });
}
