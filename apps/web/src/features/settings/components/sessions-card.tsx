import { getErrorMessage } from '@healthscreen/api-client';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api.ts';
import { authKeys, getCurrentUserQueryOptions } from '../../../lib/auth.ts';

const formatTime = (iso: string) => format(new Date(iso), 'd MMMM yyyy, h:mm a');

/** The user's signed-in sessions and "Sign out everywhere" (this device too). */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery({
    queryKey: [...authKeys.all, 'sessions'],
    queryFn: ({ signal }) => api.auth.sessions({ signal }),
  });
  const everywhere = useMutation({
    mutationFn: () => api.auth.signOutEverywhere(),
    onSuccess: async () => {
      queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      await navigate(paths.home);
    },
  });

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Signed-in sessions</CardTitle>
        <CardDescription>
          Every browser where you are signed in. Signing out everywhere ends them all, this one too.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        {sessions.isPending ? <Spinner label="Loading your sessions" /> : null}
        {sessions.error ? (
          <p role="alert" className="text-red-700">
            Your sessions could not be loaded.
          </p>
        ) : null}
        {sessions.data ? (
          <ul className="divide-y divide-slate-100" aria-label="Your sessions">
            {sessions.data.map((session) => (
              <li key={session.id} className="py-2">
                Signed in {formatTime(session.createdAt)} · last active{' '}
                {formatTime(session.lastSeenAt)}
                {session.current ? (
                  <span className="ml-2 font-medium text-slate-900">(this browser)</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {everywhere.error ? (
          <p role="alert" className="text-red-700">
            {getErrorMessage(everywhere.error, 'Signing out everywhere failed.')}
          </p>
        ) : null}
        <Button
          variant="outline"
          disabled={everywhere.isPending}
          onClick={() => everywhere.mutate()}
        >
          {everywhere.isPending ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </CardContent>
    </Card>
  );
}
