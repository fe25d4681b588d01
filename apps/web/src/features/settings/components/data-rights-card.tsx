import { ApiError, getErrorMessage } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@healthscreen/ui-kit/dialog';
import { Field, getFieldDescribedBy } from '@healthscreen/ui-kit/field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { PasswordInput } from '../../../components/password-input.tsx';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api.ts';
import { getCurrentUserQueryOptions } from '../../../lib/auth.ts';
import { saveBlobAsFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

/** Saves `data` as a JSON file through a temporary link (nothing leaves the browser). */
function saveJsonFile(data: unknown, fileName: string): void {
  saveBlobAsFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/** The privacy page's promises (APP 12 and 13): a copy of everything, and erasure. */
export function DataRightsCard() {
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: () => api.account.export(),
    onSuccess: (data) => {
      saveJsonFile(data, `healthscreen-data-${data.exportedAt.slice(0, 10)}.json`);
      toast({ variant: 'success', title: 'Download ready', description: 'Your data was saved.' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: getErrorMessage(error, 'Your data could not be prepared. Please try again.'),
      });
    },
  });

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download a copy of everything HealthScreen stores about you, or delete your account and
          all of its data.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? 'Preparing your data...' : 'Download my data'}
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
      </CardContent>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </Card>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => api.account.delete({ body: { password } }),
    onSuccess: async () => {
      queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey !== getCurrentUserQueryOptions().queryKey,
      });
      toast({
        variant: 'success',
        title: 'Account Deleted',
        description: 'Your account and all of its data have been deleted.',
      });
      await navigate(paths.home, { replace: true });
    },
    onError: (failure) => {
      const wrong = failure instanceof ApiError && failure.code === 'WRONG_PASSWORD';
      setError(
        wrong
          ? 'Your password is incorrect'
          : getErrorMessage(failure, 'Your account could not be deleted. Please try again.'),
      );
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your profile, assessments and results, exercise and diet plans,
            lab results and health data, and subscription and payment history, and signs you out
            everywhere. It cannot be undone. A paid plan ends with it: nothing renews.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (password === '') {
              setError('Enter your password to confirm');
              return;
            }
            setError(undefined);
            remove.mutate();
          }}
        >
          <Field id="delete-password" label="Your password" error={error}>
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={getFieldDescribedBy('delete-password', { error })}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          {remove.isPending ? (
            <Alert tone="info" className="mt-4">
              Deleting your account...
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              Delete my account permanently
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
