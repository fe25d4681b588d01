import {
  getErrorMessage,
  getOrderTestPage,
  type ScreeningRecommendationItem,
} from '@healthscreen/api-client';
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

import { useAddScreeningTest } from '../../../api/screening-tests/index.ts';
import { toast } from '../../../lib/toast.ts';

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

/** One recommended screening: its tests, each to add to My tests or to order. */
export function Recommendation({
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
