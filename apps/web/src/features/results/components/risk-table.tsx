import type { RiskResult } from '@healthscreen/api-client';
import type { AccessLevel } from '@healthscreen/domain-policy';
import { Label } from '@healthscreen/ui-kit/label';
import { Select } from '@healthscreen/ui-kit/select';
import { Fragment, useState } from 'react';

import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { FullCard, LockedCard } from './risk-cards.tsx';
import { COLUMN_COUNT, FullRow, LockedRow } from './risk-table-rows.tsx';
import {
  arrangeRisks,
  RELATIVE_SCORES_HEADING,
  RISK_ORDER_OPTIONS,
  type RiskOrder,
} from './sort-risks.ts';

const RELATIVE_NOTE =
  'Points from published relative risks: they rank your risk, they are not a probability, and they count only after the validated results above.';

interface RiskTableProps {
  riskScores: readonly RiskResult[];
  accessLevel: AccessLevel;
}

/** Below this width the results are cards, not a table (nothing scrolls sideways at 390 px). */
const NARROW_SCREEN = '(max-width: 639px)';

/**
 * 'Your Disease Risk Assessment': one row per condition (a card on narrow screens), highest
 * level first or in the catalogue's order, as the user picks.
 */
export function RiskTable({ riskScores, accessLevel }: RiskTableProps) {
  const [order, setOrder] = useState<RiskOrder>('level');
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { risks: sorted, relativeStart } = arrangeRisks(riskScores, order);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="risk-order">Sort results</Label>
        <Select
          id="risk-order"
          className="w-auto"
          options={RISK_ORDER_OPTIONS}
          value={order}
          onChange={(event) => setOrder(event.target.value as RiskOrder)}
        />
      </div>
      {narrow ? (
        <ul aria-label="Risk per condition" className="space-y-3">
          {sorted.map((risk, index) => (
            <Fragment key={risk.conditionId}>
              {index === relativeStart && (
                <li className="pt-2 text-sm font-semibold text-slate-700">
                  {RELATIVE_SCORES_HEADING}
                  <span className="block text-xs font-normal text-slate-600">{RELATIVE_NOTE}</span>
                </li>
              )}
              {risk.locked ? (
                <LockedCard risk={risk} accessLevel={accessLevel} />
              ) : (
                <FullCard risk={risk} />
              )}
            </Fragment>
          ))}
        </ul>
      ) : (
        // relative: the screen-reader-only texts inside are positioned within the scrolling box,
        // not the page (they made a 390 px page 804 px wide)
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-[56rem] w-full text-left text-sm">
            <caption className="sr-only">Risk per condition</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="py-2 px-3 font-semibold">
                  Condition
                </th>
                <th scope="col" className="py-2 px-3 font-semibold">
                  Score
                </th>
                <th scope="col" className="py-2 px-3 font-semibold">
                  Level
                </th>
                <th scope="col" className="py-2 px-3 font-semibold">
                  Evidence
                </th>
                <th scope="col" className="py-2 px-3 font-semibold">
                  Key factors
                </th>
                <th scope="col" className="py-2 px-3 font-semibold">
                  Missing data
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Calculation</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((risk, index) => (
                <Fragment key={risk.conditionId}>
                  {index === relativeStart && (
                    <tr className="border-b border-slate-200 bg-slate-100">
                      <td colSpan={COLUMN_COUNT} className="px-3 py-2 text-sm text-slate-700">
                        <strong>{RELATIVE_SCORES_HEADING}</strong>
                        <span className="block text-xs text-slate-600">{RELATIVE_NOTE}</span>
                      </td>
                    </tr>
                  )}
                  {risk.locked ? (
                    <LockedRow risk={risk} accessLevel={accessLevel} />
                  ) : (
                    <FullRow risk={risk} />
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
