import type { LockedRiskResult } from '@healthscreen/api-client';
import type { AccessLevel } from '@healthscreen/domain-policy';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';

/** What a condition locked on the user's plan shows instead of its result, and how to unlock it. */
export function LockedRiskNotice({
  risk,
  accessLevel,
}: {
  risk: LockedRiskResult;
  accessLevel: AccessLevel;
}) {
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
