import { Activity } from 'lucide-react';

/** The HealthScreen word mark (decorative icon + name). */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold text-slate-900">
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Activity aria-hidden="true" className="size-5" />
      </span>
      HealthScreen
    </span>
  );
}
