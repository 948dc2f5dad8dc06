import { clsx } from "clsx";
import { Fragment, type ReactNode } from "react";

/** A grey block standing in for content that is loading; size it like the content it replaces. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx("animate-pulse rounded-lg bg-surface-muted motion-reduce:animate-none", className)}
    />
  );
}

/** Grey blocks one after another, one for each entry of `blocks` (the classes that size it). */
export function SkeletonBlocks({ blocks }: { blocks: readonly string[] }) {
  return blocks.map((block, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Skeleton key={i} className={block} />
  ));
}

/** SkeletonBlocks inside a box laid out by `className` (a row of them, or a column with its spacing). */
export function SkeletonStack({ className, blocks }: { className: string; blocks: readonly string[] }) {
  return (
    <div className={className}>
      <SkeletonBlocks blocks={blocks} />
    </div>
  );
}

/**
 * Wraps skeletons so assistive technology hears "Loading <what>" once instead of nothing. With
 * `repeat`, the children stand for one item of a list and are drawn that many times; `blocks` stands
 * for children made of plain grey blocks (SkeletonBlocks).
 */
export function SkeletonGroup({
  label,
  className,
  repeat,
  blocks,
  children,
}: {
  label: string;
  className?: string;
  repeat?: number;
  blocks?: readonly string[];
  children?: ReactNode;
}) {
  const content = blocks ? <SkeletonBlocks blocks={blocks} /> : children;
  return (
    <div role="status" aria-label={label} aria-busy="true" className={className}>
      {repeat === undefined
        ? content
        : Array.from({ length: repeat }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Fragment key={i}>{content}</Fragment>
          ))}
    </div>
  );
}
