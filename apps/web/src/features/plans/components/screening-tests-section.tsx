import {
  getErrorMessage,
  getOrderTestPage,
  type ScreeningRecommendationItem,
  type ScreeningTest,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { Input } from '@healthscreen/ui-kit/input';
import { Label } from '@healthscreen/ui-kit/label';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import {
  useAddScreeningTest,
  useRemoveScreeningTest,
  useScreeningRecommendations,
  useScreeningTests,
  useUpdateScreeningTest,
} from '../../../api/screening-tests/index.ts';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';

const STATUS_TONE = { pending: 'neutral', scheduled: 'brand', completed: 'success' } as const;
const STATUS_LABEL = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  completed: 'Completed',
} as const;

function TrackedTest({ test }: { test: ScreeningTest }) {
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

function OrderTestDialog({
  recommendation,
  test,
}: {
  recommendation: ScreeningRecommendationItem;
  test: string;
}) {
  const page = getOrderTestPage(recommendation.program?.name);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Order Test
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Order {test}?</DialogTitle>
          <DialogDescription>
            This opens {new URL(page).hostname} in a new tab, where you can find a GP or pathology
            service for this test. HealthScreen does not order tests or share your results.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button asChild>
              <a href={page} target="_blank" rel="noopener noreferrer">
                Continue
              </a>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Recommendation({
  recommendation,
  tracked,
}: {
  recommendation: ScreeningRecommendationItem;
  tracked: ReadonlySet<string>;
}) {
  const add = useAddScreeningTest();
  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{recommendation.disease}</h4>
        <Badge tone={recommendation.priority === 'urgent' ? 'danger' : 'warning'}>
          {recommendation.priority === 'urgent' ? 'Urgent' : 'Standard'} ·{' '}
          {recommendation.frequency}
        </Badge>
      </div>
      {recommendation.program ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium">{recommendation.program.name}:</span>{' '}
          {recommendation.program.action}
        </p>
      ) : null}
      <ul className="mt-3 space-y-2">
        {recommendation.tests.map((test) => {
          const key = `${recommendation.disease}\u0000${test}`;
          return (
            <li key={test} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-slate-800">{test}</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={tracked.has(key) || add.isPending}
                  onClick={() =>
                    add.mutate(
                      { diseaseName: recommendation.disease, testName: test },
                      {
                        onError: (error) =>
                          toast({
                            title: 'Error',
                            description: getErrorMessage(error, 'The test could not be added.'),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                >
                  {tracked.has(key) ? 'In My tests' : 'Add to My tests'}
                </Button>
                <OrderTestDialog recommendation={recommendation} test={test} />
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** 'Disease Screening Tests': My tests with a date each, then Additional Recommendations (§2, §4). */
export function ScreeningTestsPanel() {
  const tests = useScreeningTests();
  const recommendations = useScreeningRecommendations();

  if (tests.isPending || recommendations.isPending) {
    return <Spinner label="Loading screening tests" />;
  }
  if (tests.error) {
    return (
      <Alert tone="error" title="Failed to fetch screening tests">
        {tests.error.message}
      </Alert>
    );
  }
  const tracked = new Set(tests.data.map((test) => `${test.diseaseName}\u0000${test.testName}`));
  const recs = recommendations.data?.recommendations ?? [];

  return (
    <div className="space-y-6">
      <section aria-labelledby="my-tests-heading" className="space-y-3">
        <h3 id="my-tests-heading" className="text-lg font-semibold text-slate-900">
          My tests
        </h3>
        {tests.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            No screening tests have been added yet. Add a recommended test below, or see your{' '}
            <Link to={paths.results} className="text-brand-700 underline">
              Results page
            </Link>{' '}
            for your risks.
          </p>
        ) : (
          <ul className="space-y-3">
            {tests.data.map((test) => (
              <TrackedTest key={`${test.id}-${test.updatedAt}`} test={test} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recommendations-heading" className="space-y-3">
        <h3 id="recommendations-heading" className="text-lg font-semibold text-slate-900">
          Additional Recommendations
        </h3>
        {recommendations.error ? (
          <Alert tone="error" title="Recommendations could not be loaded">
            {recommendations.error.message}
          </Alert>
        ) : recs.length === 0 ? (
          <p className="text-sm text-slate-600">
            {recommendations.data?.assessmentId === null
              ? 'Complete an assessment to get screening recommendations.'
              : recommendations.data?.scope === 'selected'
                ? 'None of your selected diseases is at moderate or high risk, so no screening is recommended for them. Premium members see recommendations for all 35 conditions.'
                : 'None of your risks is moderate or high, so no extra screening is recommended.'}
          </p>
        ) : (
          <ul className="space-y-3">
            {recs.map((recommendation) => (
              <Recommendation
                key={recommendation.disease}
                recommendation={recommendation}
                tracked={tracked}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
