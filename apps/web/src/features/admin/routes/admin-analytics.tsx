import { Alert } from '@healthscreen/ui-kit/alert';
import { Link } from 'react-router';

import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { AdminOnly } from '../components/admin-only.tsx';

/** /admin/analytics — usage analytics (admins only; ARCHITECTURE §9.4). */
export function AdminAnalyticsPage() {
  return (
    <AdminOnly title="Usage Analytics">
      <Page title="Usage Analytics">
        <Alert tone="info" title="Coming soon">
          Sessions, time on site and the pages each user visits arrive in a later release. Nothing
          on this page is sample data.
        </Alert>
        <p className="mt-6 text-sm">
          <Link className="font-medium text-brand-700 hover:underline" to={paths.adminUsers}>
            Back to user management
          </Link>
        </p>
      </Page>
    </AdminOnly>
  );
}
