import type { Assessment } from '@healthscreen/api-client';
import { mapStoredResponsesToProfile } from '@healthscreen/assessment-schema';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import { Label } from '@healthscreen/ui-kit/label';
import { useMemo, useState } from 'react';

import { formatScore } from '../../../lib/format-score.ts';
import { LEVEL_DISPLAY } from '../../../lib/level-display.ts';
import {
  CHANGE_DEFINITIONS,
  simulate,
  WHAT_IF_CHANGES,
  type WhatIfChange,
  type WhatIfRow,
} from './simulate.ts';

/**
 * One side of a row: the score with its level (badge in the level's colour, wherever it is shown),
 * or the level alone when the two sides come from different models and only levels compare.
 */
function ScoreCell({ risk, comparable }: { risk: WhatIfRow['before']; comparable: boolean }) {
  const level = LEVEL_DISPLAY[risk.riskLevel];
  return (
    <td className="py-2 pr-3">
      {comparable ? <span className="block">{formatScore(risk)}</span> : null}
      <Badge tone={level.tone}>{level.label}</Badge>
      {comparable ? null : (
        <span className="block text-xs text-slate-600">by {risk.model.name}</span>
      )}
    </td>
  );
}

const QUIT_CAVEAT =
  'Quitting counts here as quit this year: the models give most of its benefit as the years without smoking add up, not at once.';

/**
 * The what-if simulator (issue 16): pick changes and see every condition shown to the user scored
 * before and after by the same risk-engine, in the browser, on their saved answers.
 */
export function WhatIfSimulator({ assessment }: { assessment: Assessment }) {
  const profile = useMemo(() => mapStoredResponsesToProfile(assessment), [assessment]);
  const [chosen, setChosen] = useState<WhatIfChange[]>([]);
  const rows = useMemo(
    () => (chosen.length === 0 ? [] : simulate(profile, chosen, assessment.riskScores)),
    [profile, chosen, assessment.riskScores],
  );

  return (
    <div className="space-y-4 text-sm">
      <fieldset>
        <legend className="font-semibold text-slate-900">Changes to try</legend>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {WHAT_IF_CHANGES.map((change) => {
            const definition = CHANGE_DEFINITIONS[change];
            const reason = definition.unavailable(profile);
            const id = `what-if-${change}`;
            return (
              <li key={change} className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  checked={chosen.includes(change)}
                  disabled={reason !== undefined}
                  aria-describedby={reason ? `${id}-reason` : undefined}
                  onCheckedChange={(value) =>
                    setChosen((previous) =>
                      value === true
                        ? [...previous, change]
                        : previous.filter((item) => item !== change),
                    )
                  }
                />
                <div>
                  <Label htmlFor={id}>{definition.label}</Label>
                  {reason && (
                    <p id={`${id}-reason`} className="text-xs text-slate-600">
                      {reason}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div aria-live="polite">
        {chosen.length === 0 ? (
          <p className="text-slate-600">Choose a change to see how your results would move.</p>
        ) : rows.length === 0 ? (
          <p className="text-slate-700">
            None of the results shown to you would change: the models used for them do not take
            these answers.
          </p>
        ) : (
          <>
            <table className="w-full text-left">
              <caption className="sr-only">Your results with the chosen changes</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Condition
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Now
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    With the changes
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.conditionId} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium break-words">
                      {row.condition}
                      {row.comparable ? null : (
                        <span className="block text-xs font-normal text-slate-600">
                          Another model once the answer changes: compare the levels.
                        </span>
                      )}
                    </th>
                    <ScoreCell risk={row.before} comparable={row.comparable} />
                    <ScoreCell risk={row.after} comparable={row.comparable} />
                  </tr>
                ))}
              </tbody>
            </table>
            {chosen.includes('quitSmoking') ? (
              <p className="mt-2 text-xs text-slate-700">{QUIT_CAVEAT}</p>
            ) : null}
          </>
        )}
      </div>
      <p className="text-xs text-slate-600">
        Scored in your browser by the same risk engine as your results, on your saved answers with
        only the chosen answers changed. Only models that take a changed answer move; points scores
        (tier C) rank risk and are not percentages. A model shows what is expected on average for
        people like you, not a promise for you; talk to your GP before starting or stopping a
        medicine.
      </p>
    </div>
  );
}
