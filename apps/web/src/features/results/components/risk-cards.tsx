import type { ConditionRiskResult, LockedRiskResult } from '@healthscreen/api-client';
import type { AccessLevel } from '@healthscreen/domain-policy';
import { cn } from '@healthscreen/ui-kit/cn';
import { useState } from 'react';

import { LockedRiskNotice } from './locked-risk-notice.tsx';
import { NaturalFrequency } from './natural-frequency.tsx';
import {
  TextList,
  CalculationDetails,
  CalculationToggle,
  ScoreText,
  UpgradeHint,
  LevelBadge,
  TierText,
} from './risk-parts.tsx';

const CARD_OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_160px]';

/** One condition as a card (narrow screens): the table row's content, stacked. */
export function FullCard({ risk }: { risk: ConditionRiskResult }) {
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

/** A condition locked on the user's plan, as a card. */
export function LockedCard({
  risk,
  accessLevel,
}: {
  risk: LockedRiskResult;
  accessLevel: AccessLevel;
}) {
  return (
    <li
      className={cn(
        CARD_OFFSCREEN,
        'space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600',
      )}
    >
      <h3 className="text-base font-semibold text-slate-700">{risk.condition}</h3>
      <LockedRiskNotice risk={risk} accessLevel={accessLevel} />
    </li>
  );
}
