import { Alert } from '@healthscreen/ui-kit/alert';
import type { ReactNode } from 'react';

import { Page } from '../../../components/page.tsx';
import { useSignedInUser } from '../../../lib/auth.ts';

export const ACCESS_DENIED_MESSAGE =
  'Access Denied: Admin privileges required to access this page.';

/** Renders the page for admins; other users see the spec's access-denied message. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const user = useSignedInUser();
  if (user?.userType !== 'admin') {
    return (
      <Page title={title}>
        <Alert tone="error">{ACCESS_DENIED_MESSAGE}</Alert>
      </Page>
    );
  }
  return <>{children}</>;
}
