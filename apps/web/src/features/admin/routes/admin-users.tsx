import { Alert } from '@healthscreen/ui-kit/alert';
import { Link } from 'react-router';

import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { AdminOnly } from '../components/admin-only.tsx';

/** /admin/users — user management (admins only). */
export function AdminUsersPage() {
  return (
    <AdminOnly title="User Management">
      <Page title="User Management">
        <Alert tone="info" title="Coming soon">
          Searching, editing, suspending and deleting user accounts arrives in a later release.
          Nothing on this page is sample data.
        </Alert>
        <p className="mt-6 text-sm">
          <Link className="font-medium text-brand-700 hover:underline" to={paths.adminAnalytics}>
            View usage analytics
          </Link>
        </p>
      </Page>
    </AdminOnly>
  );
}
