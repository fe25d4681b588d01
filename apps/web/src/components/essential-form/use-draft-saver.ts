import type { Assessment } from '@healthscreen/api-client';
import type { AssessmentVariant } from '@healthscreen/assessment-schema';
import { useEffect, useState } from 'react';

import { createDraftSaver, type DraftSaver } from './draft-saver.ts';

/**
 * One draft saver for the lifetime of a form, started from the draft restored from the server.
 * On unmount a waiting save is sent, so leaving the page never loses an answer.
 */
export function useDraftSaver(
  variant: AssessmentVariant,
  draft: Pick<Assessment, 'id' | 'revision'> | null,
  options: { sendRevision?: boolean } = {},
): DraftSaver {
  const [saver] = useState(() => createDraftSaver({ variant, draft, ...options }));
  useEffect(() => () => saver.dispose(), [saver]);
  return saver;
}
