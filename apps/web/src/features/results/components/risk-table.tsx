import type {
  AccessLevel,
  ConditionRiskResult,
  LockedRiskResult,
  RiskResult,
} from '@healthscreen/api-client';
import { describeLevelPending } from '@healthscreen/risk-engine';
import { Badge } from '@healthscreen/ui-kit/badge';
import { cn } from '@healthscreen/ui-kit/cn';
import { Label } from '@healthscreen/ui-kit/label';
import { Select } from '@healthscreen/ui-kit/select';
import { ChevronDown, ChevronRight, Lock } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { formatScore } from './format-score.ts';
import { LEVEL_DISPLAY } from './level-display.ts';
import {
  describeFrequencyShort,
  NaturalFrequency,
  POINTS_SCORE_NOTE,
} from './natural-frequency.tsx';
import {
  arrangeRisks,
  RELATIVE_SCORES_HEADING,
  RISK_ORDER_OPTIONS,
  type RiskOrder,
} from './sort-risks.ts';

/**
 * Evidence tiers as shown to users (ARCHITECTURE.md §7), in plain words (issue 31); the model's
 * name and maths stay in the calculation details.
 */
const TIER_DESCRIPTIONS: Record<ConditionRiskResult['tier'], string> = {
  A: 'a tested risk calculator, checked on Australians',
  B: 'a tested risk calculator from studies in other countries',
  C: 'a points score from published studies: it ranks your risk but is not a probability',
  D: 'a guideline rule only, not a risk estimate',
};

const COLUMN_COUNT = 7;

const RELATIVE_NOTE =
  'Points from published relative risks: they rank your risk, they are not a probability, and they count only after the validated results above.';

function formatStepValue(value: string | number | null): string {
  if (value === null) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? `${value}` : value.toFixed(3);
  return value;
}

function TextList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <span className="text-slate-500">{empty}</span>;
  return (
    <ul className="list-disc space-y-0.5 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function CalculationDetails({ risk, id }: { risk: ConditionRiskResult; id: string }) {
  const hasPoints = risk.calculationSteps.some((s) => s.points !== undefined);
  return (
    <div id={id} className="space-y-3 text-sm text-slate-800">
      <div>
        <h4 className="font-semibold">Model</h4>
        <p>
          {risk.model.name} ({risk.model.horizon})
        </p>
        <p className="text-slate-600">
          {risk.model.citation}
          {risk.model.doi && (
            <>
              {' '}
              <a
                className="text-brand-700 underline"
                href={`https://doi.org/${risk.model.doi}`}
                target="_blank"
                rel="noreferrer"
              >
                doi:{risk.model.doi}
              </a>
            </>
          )}
        </p>
        <p className="text-slate-600">
          Evidence tier {risk.tier}: {TIER_DESCRIPTIONS[risk.tier]}. Levels: high from{' '}
          {risk.thresholds.high}, moderate from {risk.thresholds.moderate} ({risk.thresholds.source}
          ).
        </p>
      </div>
      <div>
        <h4 className="font-semibold">Calculation steps</h4>
        {risk.calculationSteps.length === 0 ? (
          <p className="text-slate-600">No calculation steps for this result.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-1 min-w-full text-left text-xs">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Step
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Value
                  </th>
                  {hasPoints && (
                    <>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Points
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Running total
                      </th>
                    </>
                  )}
                </tr>
              </thead>
              <tbody>
                {risk.calculationSteps.map((step, index) => (
                  <tr key={`${step.step}-${index}`} className="border-b border-slate-100">
                    <td className="py-1 pr-3">{step.step}</td>
                    <td className="py-1 pr-3">{formatStepValue(step.value)}</td>
                    {hasPoints && (
                      <>
                        <td className="py-1 pr-3">{step.points ?? ''}</td>
                        <td className="py-1 pr-3">{step.runningTotal ?? ''}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {risk.notes.length > 0 && (
        <div>
          <h4 className="font-semibold">Notes</h4>
          <TextList items={risk.notes} empty="" />
        </div>
      )}
    </div>
  );
}

/** The "How this was calculated" toggle of one condition (its details are shown by the caller). */
function CalculationToggle({
  risk,
  open,
  onToggle,
  detailsId,
}: {
  risk: ConditionRiskResult;
  open: boolean;
  onToggle: () => void;
  detailsId: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded text-left text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {open ? (
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
      )}
      How this was calculated
      <span className="sr-only"> for {risk.condition}</span>
    </button>
  );
}

/** The score, with what it means: people in 100 for a probability, a ranking for points. */
function ScoreText({ risk }: { risk: ConditionRiskResult }) {
  const frequency = describeFrequencyShort(risk);
  const showsPoints =
    risk.applicable && risk.riskLevel !== 'existing' && risk.scoreUnit === 'points';
  return (
    <>
      <span className="whitespace-nowrap">{formatScore(risk)}</span>
      {frequency !== undefined && <span className="block text-xs text-slate-600">{frequency}</span>}
      {showsPoints && <span className="block text-xs text-slate-600">{POINTS_SCORE_NOTE}</span>}
    </>
  );
}

/** "a, b and c" */
function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * On a points score that stands in for a validated model skipped for missing answers (the
 * engine's `upgrade`, issue 15): which answers would give a validated estimate, with a link that
 * opens "Update your answers" on this page.
 */
function UpgradeHint({ risk }: { risk: ConditionRiskResult }) {
  const location = useLocation();
  if (risk.upgrade === undefined || risk.upgrade.inputs.length === 0) return null;
  // "Total cholesterol" reads "total cholesterol" mid-sentence; "HDL cholesterol" stays
  const inputs = risk.upgrade.inputs.map((input) =>
    /^[A-Z][a-z]/.test(input) ? input.charAt(0).toLowerCase() + input.slice(1) : input,
  );
  return (
    <p className="mt-2 rounded-md bg-brand-50 p-2 text-slate-800">
      Add your {joinWords(inputs)} to get a validated estimate ({risk.upgrade.model}).{' '}
      <Link
        to={{ pathname: location.pathname, search: location.search, hash: '#update-answers' }}
        className="font-medium text-brand-700 underline"
      >
        Update your answers<span className="sr-only"> for {risk.condition}</span>
      </Link>
    </p>
  );
}

function LevelBadge({ risk }: { risk: ConditionRiskResult }) {
  if (!risk.applicable) return <span className="text-slate-600">Not applicable</span>;
  if (risk.levelPending !== undefined) {
    // completeness before level (issue 30): the answers that could change it, not a level
    return (
      <span className="inline-block rounded-md border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-medium text-slate-700">
        {describeLevelPending(risk.levelPending)}
      </span>
    );
  }
  const level = LEVEL_DISPLAY[risk.riskLevel];
  return <Badge tone={level.tone}>{level.label}</Badge>;
}

function TierText({ risk }: { risk: ConditionRiskResult }) {
  return (
    <span title={TIER_DESCRIPTIONS[risk.tier]}>
      Tier {risk.tier}
      <span className="sr-only">: {TIER_DESCRIPTIONS[risk.tier]}</span>
    </span>
  );
}

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
