import type { ConditionRiskResult, LockedRiskResult } from '@healthscreen/api-client';
import type { AccessLevel } from '@healthscreen/domain-policy';
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

/** The risk table's columns (Condition, Score, Level, Evidence, Key factors, Missing data, Calculation). */
export const COLUMN_COUNT = 7;

/** One condition as a table row (wide screens), its calculation below on demand. */
export function FullRow({ risk }: { risk: ConditionRiskResult }) {
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

/** A condition locked on the user's plan, as a table row. */
export function LockedRow({
  risk,
  accessLevel,
}: {
  risk: LockedRiskResult;
  accessLevel: AccessLevel;
}) {
  return (
    <tr className="border-b border-slate-200 align-top text-slate-600">
      <th scope="row" className="py-3 px-3 text-left font-medium text-slate-700">
        {risk.condition}
      </th>
      <td colSpan={COLUMN_COUNT - 1} className="px-3 py-3">
        <LockedRiskNotice risk={risk} accessLevel={accessLevel} />
      </td>
    </tr>
  );
}
