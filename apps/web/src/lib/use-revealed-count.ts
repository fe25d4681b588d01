import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts of a page to show: one at first, then one more in a task after each
 * next frame, in a transition. Each part is then committed on its own, after the browser has
 * painted the parts before it: the results page paints its top before the risk table, and the
 * table before each section under it (the table and the seven sections in one commit were a task
 * of 150–350 ms on a phone-speed CPU, Lighthouse's 4× slowdown, during which a tap went
 * unanswered). Started from the effect itself rather than after the frame, the next part's work
 * ran before the browser painted the one before and delayed it.
 */
export function useRevealedCount(total: number): number {
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCount((n) => n + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total]);
  return count;
}
