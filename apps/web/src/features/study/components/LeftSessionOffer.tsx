import { studyPath } from "@app/domain/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { afterPageLoad } from "../../../lib/after-load";
import { useCurrentSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import type { ResumeNavigationState } from "./StudyScreen";
import { STUDY_MODE_TITLES } from "./study-mode-titles";

/** How long after the page has loaded the device's drafts are looked at (after the waiting saves). */
const LOOK_AFTER_MS = 1200;

type SessionDraft = Awaited<ReturnType<typeof import("../lib/left-sessions").leftSessions>>[number];

/**
 * The session left midway on this device that is offered, if any: looked at after load and again
 * on every screen change (a session resumed or finished meanwhile), and saved on its own once
 * `STALE_DRAFT_MS` have passed since its last answer. None while a study screen shows.
 */
function useLeftSession(userId: string | null) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [left, setLeft] = useState<SessionDraft | null>(null);
  const studying = pathname.startsWith("/study/");

  const look = useCallback(async () => {
    if (!userId) return null;
    const { leftSessions } = await import("../lib/left-sessions");
    return (await leftSessions(userId))[0] ?? null;
  }, [userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is when to look again
  useEffect(() => {
    if (!userId || studying) {
      setLeft(null);
      return;
    }
    let active = true;
    const run = () => {
      look()
        .then((draft) => {
          if (active) setLeft(draft);
        })
        .catch(() => undefined);
    };
    const cancel = afterPageLoad(run, LOOK_AFTER_MS);
    return () => {
      active = false;
      cancel();
    };
  }, [userId, studying, pathname, look]);

  // Not chosen in time: saved with the answers it has, as the sync does with any older draft.
  useEffect(() => {
    if (!left || !userId) return;
    let active = true;
    const expire = async () => {
      const [{ STALE_DRAFT_MS }, { syncWaitingSessions }] = await Promise.all([
        import("../lib/session-drafts"),
        import("../lib/sync-waiting-sessions"),
      ]);
      const wait = left.updatedAt + STALE_DRAFT_MS - Date.now();
      return window.setTimeout(() => {
        syncWaitingSessions(userId, queryClient)
          .then(look)
          .then((draft) => {
            if (active) setLeft(draft);
          })
          .catch(() => undefined);
      }, Math.max(0, wait) + 1000);
    };
    let timer = 0;
    void expire().then((t) => {
      if (active) timer = t;
      else window.clearTimeout(t);
    });
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [left, userId, queryClient, look]);

  return { left: studying ? null : left, setLeft, look, queryClient };
}

/**
 * A session left midway on this device (tab closed, page reloaded, browser killed) is offered for
 * resuming when the learner comes back: Resume goes on where it stood, Save Answers saves what was
 * answered. Left unanswered, it is saved on its own once `STALE_DRAFT_MS` have passed since its last
 * answer. Not shown on study screens (a session is running there); its code loads off the first paint.
 */
export function LeftSessionOffer() {
  const { user } = useCurrentSession();
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const { left, setLeft, look, queryClient } = useLeftSession(userId);
  const [saving, setSaving] = useState(false);

  if (!left?.resume || !userId) return null;
  const { mode, subDeckId, data } = left.resume;
  const answers = left.entry.payload.words.length;
  const sessionId = left.entry.payload.sessionId;

  const resume = () => {
    const state: ResumeNavigationState = { resumeSession: sessionId };
    setLeft(null);
    navigate(studyPath(mode, subDeckId), { state });
  };
  const save = async () => {
    setSaving(true);
    try {
      const { saveLeftSession } = await import("../lib/left-sessions");
      await saveLeftSession(userId, left, queryClient);
      notify.success("Your answers were saved.");
      setLeft(await look());
    } catch {
      notify.error("Your answers could not be saved. They are kept on this device.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-label="Unfinished session"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-primary/40 bg-surface p-4 sm:flex-row sm:items-center"
    >
      <History aria-hidden="true" className="hidden size-6 shrink-0 text-primary sm:block" />
      <p className="flex-1 text-sm">
        You left a {STUDY_MODE_TITLES[mode]} session of <strong>{data.deck.name}</strong> midway, with{" "}
        {answers === 1 ? "1 word" : `${answers} words`} answered.
      </p>
      <div className="flex gap-2">
        <Button onClick={resume} disabled={saving}>
          Resume Session
        </Button>
        <Button variant="secondary" onClick={() => void save()} loading={saving}>
          Save Answers
        </Button>
      </div>
    </section>
  );
}
