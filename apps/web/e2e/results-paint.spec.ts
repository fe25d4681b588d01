import { writeFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { signUpWithAssessment } from './plan-helpers.ts';

/**
 * Issue 34: how long a signed-in person waits for their risk table, as they feel it — from the
 * navigation's start to the first frame after the table is in the page, on a warm local server
 * without throttling. A measurement that prints its figures (median of 5 loads after one warm-up),
 * not a timed assertion: absolute times on a shared machine move with the hour. The goal (≤ 500 ms
 * median) is judged from the printed figure; what the test asserts is that the table arrives and
 * that the moment was measured.
 */

const LOADS = 5;
/** Issue 34's goal for the median, judged by `pnpm bench` (scripts/bench-paint.mjs), not here. */
const GOAL_MS = 500;

declare global {
  interface Window {
    __riskTablePaintedAt?: number;
  }
}

test('results page: navigation → risk table painted (printed, median of 5)', async ({ page }) => {
  const id = await signUpWithAssessment(page, 'paint');
  await page.addInitScript(() => {
    const isRiskTable = (element: Element) =>
      element.querySelector('caption')?.textContent === 'Risk per condition' ||
      element.getAttribute('aria-label') === 'Risk per condition';
    const observer = new MutationObserver(() => {
      const found = [...document.querySelectorAll('table, ul[aria-label]')].some(isRiskTable);
      if (!found) return;
      observer.disconnect();
      // the frame that shows it: the next animation frame runs after its style and layout
      requestAnimationFrame(() => {
        window.__riskTablePaintedAt = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  const url = `/results/${id}`;
  const timings: number[] = [];
  for (let load = 0; load <= LOADS; load += 1) {
    await page.goto(url);
    // the page's own observer first: Playwright's role queries, polled while the page loads, run on
    // its main thread (accessible names of the whole page) and delayed the paint they waited for
    const paintedAt = await page.waitForFunction(() => window.__riskTablePaintedAt, undefined, {
      polling: 100,
    });
    const ms = (await paintedAt.jsonValue()) as number;
    await expect(page.getByRole('table', { name: 'Risk per condition' })).toBeVisible();
    expect(ms).toBeGreaterThan(0);
    if (load > 0) timings.push(ms); // the first load warms the server's and the browser's caches
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const line = `results page: navigation → risk table painted, median ${median.toFixed(0)} ms of ${LOADS} (${timings.map((ms) => ms.toFixed(0)).join(', ')}); goal ≤ ${GOAL_MS} ms`;
  console.log(line);
  test.info().annotations.push({ type: 'results-paint', description: line });
  // `pnpm bench` reads the figures from here
  const out = process.env.RESULTS_PAINT_OUT;
  if (out)
    writeFileSync(out, JSON.stringify({ medianMs: median, timingsMs: timings, goalMs: GOAL_MS }));
});
