import { cn } from '@healthscreen/ui-kit/cn';
import { NavLink } from 'react-router';

import { paths } from '../../../config/paths.ts';

const LINKS = [
  { to: paths.adminUsers, label: 'User management' },
  { to: paths.adminAnalytics, label: 'Usage analytics' },
  { to: paths.adminSupport, label: 'Support inbox' },
  { to: paths.adminAuditLog, label: 'Audit log' },
] as const;

/** The admin area's links (each page is also reachable by its own route). */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mb-6 flex flex-wrap gap-2 text-sm">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            cn(
              'rounded-md border px-3 py-1.5 font-medium',
              isActive
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-200 text-slate-700 hover:bg-slate-50',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
