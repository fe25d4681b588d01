import type { ScreeningTest } from '@healthscreen/api-client';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { Input } from '@healthscreen/ui-kit/input';
import { Label } from '@healthscreen/ui-kit/label';
import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';

import {
  useRemoveScreeningTest,
  useUpdateScreeningTest,
} from '../../../api/screening-tests/index.ts';
import { toast } from '../../../lib/toast.ts';

const STATUS_TONE = { pending: 'neutral', scheduled: 'brand', completed: 'success' } as const;
const STATUS_LABEL = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  completed: 'Completed',
} as const;

/** One of My tests: its status, its scheduled date (editable), mark completed, remove. */
export function TrackedTest({ test }: { test: ScreeningTest }) {
  const inputId = useId();
  const [date, setDate] = useState(test.scheduled_date ?? '');
  const update = useUpdateScreeningTest();
  const remove = useRemoveScreeningTest();

  function save(body: Parameters<typeof update.mutate>[0]['body']) {
    update.mutate(
      { id: test.id, body },
      {
        onSuccess: () =>
          toast({ title: 'Test Updated', description: 'Scheduled date has been saved.' }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update scheduled date.',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold text-slate-900">{test.testName}</h4>
          <p className="text-sm text-slate-600">{test.diseaseName}</p>
        </div>
        <Badge tone={STATUS_TONE[test.status]}>{STATUS_LABEL[test.status]}</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700">{test.description}</p>
      {test.scheduled_date ? (
        <p className="mt-1 text-sm text-slate-700">
          Scheduled for {format(parseISO(test.scheduled_date), 'd MMMM yyyy')}
        </p>
      ) : null}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save({ scheduled_date: date === '' ? null : date });
        }}
      >
        <div>
          <Label htmlFor={inputId}>Scheduled date for {test.testName}</Label>
          <Input
            id={inputId}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="mt-1 w-44"
          />
        </div>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save date'}
        </Button>
        {test.status !== 'completed' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() => save({ status: 'completed' })}
          >
            Mark completed
          </Button>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          onClick={() => remove.mutate(test.id)}
        >
          Remove
        </Button>
      </form>
    </li>
  );
}
