import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';

/** Spec §2: back on the account screens goes to /dashboard. */
export function BackToDashboard() {
  return (
    <Link
      to={paths.dashboard}
      className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}
