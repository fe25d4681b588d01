import { getErrorMessage, type Assessment } from '@healthscreen/api-client';
import type { AssessmentVariant } from '@healthscreen/assessment-schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { updateCachedAssessment } from '../../lib/assessment-cache.ts';
import { toast } from '../../lib/toast.ts';
import { createDraftSaver, type DraftSaver } from './draft-saver.ts';

/**
 * One draft saver for the lifetime of a form, started from the draft restored from the server.
 * On unmount a waiting save is sent, so leaving the page never loses an answer. Every assessment
 * the server answers with (its stored answers, revision and new scores) goes into the query
 * cache, also after unmount, so a form opened again and the results start from what was saved.
 */
export function useDraftSaver(
  variant: AssessmentVariant,
  draft: Pick<Assessment, 'id' | 'revision'> | null,
  options: { sendRevision?: boolean } = {},
): DraftSaver {
  const queryClient = useQueryClient();
  const [saver] = useState(() =>
    createDraftSaver({
      variant,
      draft,
      onSaved: (saved) => updateCachedAssessment(queryClient, saved),
      // every failed auto-save is shown, with the server's reason (issue 31), never console only
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Your latest answers were not saved',
          description: getErrorMessage(error, 'Please check your connection and try again.'),
        }),
      ...options,
    }),
  );
  useEffect(() => () => saver.dispose(), [saver]);
  return saver;
}
