/**
 * Finds intervals and lifestyle limits in a rendered text that are not the rulebook's, so a test
 * (and a caller's own tests: the API's report, the web's pages) can walk every text shown.
 */
import { LIFESTYLE_LIMITS } from './lifestyle-limits.js';
import { SCREENING_INTERVAL_TEXTS } from './screening-rules.js';

const INTERVAL =
  /\b(annual(ly)?|yearly|each year|every (\d+(–\d+)? )?(years?|months?)|every (two|three|four|five|six|twelve) (years|months)|\d+-yearly)\b/gi;

const LIMITS: readonly { pattern: RegExp; allowed: number }[] = [
  {
    pattern: /(\d+) (?:standard )?drinks (?:a|per) week/gi,
    allowed: LIFESTYLE_LIMITS.alcohol.drinksPerWeek,
  },
  {
    pattern: /(\d+) (?:standard drinks )?on any (?:one )?day/gi,
    allowed: LIFESTYLE_LIMITS.alcohol.drinksPerDay,
  },
  {
    pattern: /at least (\d+) minutes of moderate/gi,
    allowed: LIFESTYLE_LIMITS.activity.moderateMinutesPerWeek.min,
  },
];

/** The phrases in `text` that state an interval or a limit the rulebook does not hold. */
export function findIntervalsAndLimitsOutsideRulebook(text: string): string[] {
  let rest = text.toLowerCase();
  // the rulebook's own texts, longest first, are allowed wherever they appear
  for (const allowed of [...SCREENING_INTERVAL_TEXTS].sort((a, b) => b.length - a.length)) {
    rest = rest.split(allowed.toLowerCase()).join(' ');
  }
  const found = [...rest.matchAll(INTERVAL)].map((m) => m[0]);
  for (const { pattern, allowed } of LIMITS) {
    for (const m of text.matchAll(pattern)) {
      if (Number(m[1]) !== allowed) found.push(m[0]);
    }
  }
  return found;
}
