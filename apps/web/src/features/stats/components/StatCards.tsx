import { formatStudyTime } from "@app/domain/stats";
import { clsx } from "clsx";
import { BookOpenCheck, Clock3, Flame, type LucideIcon, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/Card";
import { Flag } from "../../../components/ui/Flag";
import { formatDay } from "../../../lib/format-date";
import type { UserStats } from "../types";

export const STAT_CARDS_GRID = "grid gap-4 sm:grid-cols-2 xl:grid-cols-4";

function days(n: number): string {
  return `${n} ${n === 1 ? "day" : "days"}`;
}

/** Each card's heading (and its id), icon and the icon's colour class. */
const CARDS = {
  streak: { id: "stat-streak", icon: Flame, tone: "text-state-overdue", label: "Streak" },
  learned: { id: "stat-learned", icon: BookOpenCheck, tone: "text-state-learned", label: "Learned Words" },
  time: { id: "stat-time", icon: Clock3, tone: "text-primary", label: "Time Studied" },
  topLanguage: { id: "stat-top-language", icon: Trophy, tone: "text-state-due", label: "Top Language" },
};

/** Streak (with longest), Learned Words, Time Studied and Top Language. */
export function StatCards({ stats }: { stats: UserStats }) {
  const top = stats.topLanguage;
  // Learned counts what is studied: items, said so when a deck has a word's other direction or clozes.
  const unit = stats.countsItems ? "item" : "word";
  return (
    <ul className={STAT_CARDS_GRID}>
      <StatCard {...CARDS.streak} detail={`Longest: ${days(stats.topStreak)}`} note={freezeNote(stats)}>
        {days(stats.streak)}
      </StatCard>
      <StatCard {...CARDS.learned} detail={stats.countsItems ? "Items across all your decks" : "Across all your decks"}>
        {stats.totalLearned.toLocaleString("en-US")}
      </StatCard>
      <StatCard {...CARDS.time} detail="In study sessions">
        {formatStudyTime(stats.studyTime)}
      </StatCard>
      <StatCard
        {...CARDS.topLanguage}
        detail={
          top
            ? `${top.wordCount.toLocaleString("en-US")} ${unit}${top.wordCount === 1 ? "" : "s"} learned`
            : "Learn some words to see it here"
        }
      >
        {top ? (
          <span className="flex min-w-0 items-center gap-2">
            {/* The name follows: the flag is decoration here. */}
            <span aria-hidden="true" className="inline-flex">
              <Flag code={top.flagCode} alt={top.name} className="h-6" />
            </span>
            <span className="truncate">{top.name}</span>
          </span>
        ) : (
          "None yet"
        )}
      </StatCard>
    </ul>
  );
}

/**
 * The streak freezes held ("1 streak freeze held · last used on 11/23"), or how to earn one. A freeze
 * keeps the streak through a missed day; meeting the daily goal earns one (2 at most).
 */
function freezeNote(stats: UserStats): string {
  const freezes = stats.streakFreezes ?? 0;
  const held =
    freezes === 0
      ? "Meet your daily goal to earn a streak freeze"
      : `${freezes} streak ${freezes === 1 ? "freeze" : "freezes"} held`;
  const lastFrozen = stats.frozenDays?.at(-1);
  return lastFrozen ? `${held} · last used on ${formatDay(lastFrozen)}` : held;
}

function StatCard({
  id,
  icon: Icon,
  tone,
  label,
  detail,
  note,
  children,
}: {
  id: string;
  icon: LucideIcon;
  /** Icon colour class. */
  tone: string;
  label: string;
  detail: string;
  /** A second, smaller line under the detail. */
  note?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="h-full">
        <section aria-labelledby={id} className="flex h-full flex-col gap-1">
          <div className="flex items-center justify-between gap-3">
            <h2 id={id} className="text-sm font-medium text-fg-muted">
              {label}
            </h2>
            <span className="inline-flex size-9 items-center justify-center rounded-lg bg-surface-muted">
              <Icon aria-hidden="true" className={clsx("size-5", tone)} />
            </span>
          </div>
          <p className="text-2xl font-semibold tracking-tight tabular-nums">{children}</p>
          <p className="text-sm text-fg-muted">{detail}</p>
          {note ? <p className="text-xs text-fg-muted">{note}</p> : null}
        </section>
      </Card>
    </li>
  );
}
