import { Button } from '@healthscreen/ui-kit/button';
import { Smartphone } from 'lucide-react';
import { useId } from 'react';

/** Why the sync button is disabled (spec §2: it needs a native iOS app). */
export const APPLE_HEALTH_TOOLTIP =
  'Apple Health sync needs a native iOS app with HealthKit permissions, which is not available yet.';

/**
 * The always-disabled 'Sync with Apple Health' button with its tooltip. The wrapper takes focus
 * (a disabled button cannot), so keyboard users can read the tooltip too.
 */
export function AppleHealthButton() {
  const tooltipId = useId();
  return (
    <span className="group relative inline-flex" tabIndex={0} aria-describedby={tooltipId}>
      <Button type="button" variant="outline" disabled aria-describedby={tooltipId}>
        <Smartphone aria-hidden="true" />
        Sync with Apple Health
      </Button>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute top-full left-1/2 z-20 mt-2 hidden w-64 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg group-hover:block group-focus:block"
      >
        {APPLE_HEALTH_TOOLTIP}
      </span>
    </span>
  );
}
