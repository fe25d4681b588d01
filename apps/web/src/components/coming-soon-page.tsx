import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '../config/paths.ts';
import { Page } from './page.tsx';

export interface ComingSoonPageProps {
  title: string;
  /** What this page will do once it is built. */
  purpose: ReactNode;
}

/**
 * For signed-in routes whose feature arrives in a later release: the page heading and a clear
 * notice. It never shows sample or invented data.
 */
export function ComingSoonPage({ title, purpose }: ComingSoonPageProps) {
  return (
    <Page title={title}>
      <Alert tone="info" title="Coming soon">
        <p>{purpose}</p>
        <p className="mt-1">
          This part of HealthScreen is not available yet. Nothing on this page is sample data.
        </p>
      </Alert>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.home}>Back to home</Link>
      </Button>
    </Page>
  );
}
