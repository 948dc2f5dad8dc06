const CARDS = ["first", "second"];

/** Placeholder while a lazily loaded screen arrives; shaped like a heading and two cards. */
export function ScreenSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="animate-pulse motion-reduce:animate-none">
      <div className="mb-6 h-8 w-48 rounded-lg bg-surface-muted" />
      <div className="grid gap-4 md:grid-cols-2">
        {CARDS.map((card) => (
          <div key={card} className="h-40 rounded-card bg-surface-muted" />
        ))}
      </div>
    </div>
  );
}
