import type { ConditionRiskResult } from '@healthscreen/api-client';
import type { BadgeTone } from '@healthscreen/ui-kit/badge';

/** Each risk level's words and badge colour, wherever a level is shown. */
export const LEVEL_DISPLAY: Record<
  ConditionRiskResult['riskLevel'],
  { label: string; tone: BadgeTone }
> = {
  low: { label: 'Low', tone: 'success' },
  moderate: { label: 'Moderate', tone: 'warning' },
  high: { label: 'High', tone: 'danger' },
  existing: { label: 'Existing condition', tone: 'neutral' },
};
