import type {
  AccessLevel,
  ConditionRiskResult,
  LockedRiskResult,
  RiskResult,
} from '@healthscreen/api-client';
import { cn } from '@healthscreen/ui-kit/cn';
import { Label } from '@healthscreen/ui-kit/label';
import { Select } from '@healthscreen/ui-kit/select';
import { Lock } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { NaturalFrequency } from './natural-frequency.tsx';
import {
  arrangeRisks,
  RELATIVE_SCORES_HEADING,
  RISK_ORDER_OPTIONS,
  type RiskOrder,
} from './sort-risks.ts';
import {
  TextList,
  CalculationDetails,
  CalculationToggle,
  ScoreText,
  UpgradeHint,
  LevelBadge,
  TierText,
} from './risk-parts.tsx';

const COLUMN_COUNT = 7;

const RELATIVE_NOTE =
  'Points from published relative risks: they rank your risk, they are not a probability, and they count only after the validated results above.';

function FullRow({ risk }: { risk: ConditionRiskResult }) {
  const [open, setOpen] = useState(false);
  const detailsId = `calculation-${risk.conditionId}`;
  return (
    <>
      <tr className="border-b border-slate-200 align-top">
        <th scope="row" className="py-3 px-3 text-left font-medium text-slate-900">
          {risk.condition}
        </th>
        <td className="py-3 px-3">
          <ScoreText risk={risk} />
        </td>
        <td className="py-3 px-3">
          <LevelBadge risk={risk} />
        </td>
        <td className="py-3 px-3">
          <TierText risk={risk} />
        </td>
        <td className="py-3 px-3">
          <TextList items={risk.keyFactors} empty="None found" />
        </td>
        <td className="py-3 px-3">
          <TextList items={risk.missingData} empty="None" />
          <UpgradeHint risk={risk} />
        </td>
        <td className="px-3 py-3">
          <CalculationToggle
            risk={risk}
            open={open}
            onToggle={() => setOpen((value) => !value)}
            detailsId={detailsId}
          />
        </td>
      </tr>
      {open && (
        <tr className="border-b border-slate-200 bg-slate-50">
          <td colSpan={COLUMN_COUNT} className="space-y-3 p-4">
            <NaturalFrequency risk={risk} />
            <CalculationDetails risk={risk} id={detailsId} />
          </td>
        </tr>
      )}
    </>
  );
}

const CARD_OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_160px]';

/** One condition as a card (narrow screens): the table row's content, stacked. */
function FullCard({ risk }: { risk: ConditionRiskResult }) {
  const [open, setOpen] = useState(false);
  const detailsId = `calculation-${risk.conditionId}`;
  return (
    <li
      className={cn(
        CARD_OFFSCREEN,
        'space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{risk.condition}</h3>
        <LevelBadge risk={risk} />
      </div>
      <NaturalFrequency risk={risk} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium text-slate-700">Score</dt>
        <dd>
          <ScoreText risk={risk} />
        </dd>
        <dt className="font-medium text-slate-700">Evidence</dt>
        <dd>
          <TierText risk={risk} />
        </dd>
        <dt className="font-medium text-slate-700">Key factors</dt>
        <dd>
          <TextList items={risk.keyFactors} empty="None found" />
        </dd>
        <dt className="font-medium text-slate-700">Missing data</dt>
        <dd>
          <TextList items={risk.missingData} empty="None" />
        </dd>
      </dl>
      <UpgradeHint risk={risk} />
      <CalculationToggle
        risk={risk}
        open={open}
        onToggle={() => setOpen((value) => !value)}
        detailsId={detailsId}
      />
      {open && (
        <div className="rounded-md bg-slate-50 p-3">
          <CalculationDetails risk={risk} id={detailsId} />
        </div>
      )}
    </li>
  );
}

function LockedNotice({ risk, accessLevel }: { risk: LockedRiskResult; accessLevel: AccessLevel }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Lock aria-hidden="true" className="size-4" />
      <span>Locked on your plan.</span>
      {accessLevel === 'expired' ? (
        <Link to={paths.subscription} className="text-brand-700 underline">
          Subscribe to see {risk.condition}
        </Link>
      ) : (
        <>
          <Link to={paths.diseaseSelection} className="text-brand-700 underline">
            Choose it in your 5 diseases
          </Link>
          <span aria-hidden="true">or</span>
          <Link to={paths.subscription} className="text-brand-700 underline">
            upgrade to Premium<span className="sr-only"> to see {risk.condition}</span>
          </Link>
        </>
      )}
    </span>
  );
}

function LockedRow({ risk, accessLevel }: { risk: LockedRiskResult; accessLevel: AccessLevel }) {
  return (
    <tr className="border-b border-slate-200 align-top text-slate-600">
      <th scope="row" className="py-3 px-3 text-left font-medium text-slate-700">
        {risk.condition}
      </th>
      <td colSpan={COLUMN_COUNT - 1} className="px-3 py-3">
        <LockedNotice risk={risk} accessLevel={accessLevel} />
      </td>
    </tr>
  );
}

function LockedCard({ risk, accessLevel }: { risk: LockedRiskResult; accessLevel: AccessLevel }) {
  return (
    <li
      className={cn(
        CARD_OFFSCREEN,
        'space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600',
      )}
    >
      <h3 className="text-base font-semibold text-slate-700">{risk.condition}</h3>
      <LockedNotice risk={risk} accessLevel={accessLevel} />
    </li>
  );
}

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
