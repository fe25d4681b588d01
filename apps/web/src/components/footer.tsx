import { MEDICAL_DISCLAIMER } from '@healthscreen/api-client';
import { Link } from 'react-router';

import { paths } from '../config/paths.ts';

/** Site footer: legal links, the medical disclaimer and the copyright line. */
export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="font-semibold text-slate-900">HealthScreen</p>
          <p className="mt-2 text-sm text-slate-600">
            Personal chronic-disease risk screening for adults in Australia.
          </p>
        </div>
        <nav aria-label="Legal">
          <p className="font-semibold text-slate-900">Legal</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link className="text-brand-700 hover:underline" to={paths.terms}>
                Terms and Conditions
              </Link>
            </li>
            <li>
              <Link className="text-brand-700 hover:underline" to={paths.privacy}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="text-brand-700 hover:underline" to={paths.support}>
                Support
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-slate-900">Disclaimer</p>
          <p className="mt-2 text-sm text-slate-600">{MEDICAL_DISCLAIMER}</p>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
        © 2025 HealthScreen. All rights reserved.
      </p>
    </footer>
  );
}
