import {
  AVAILABLE_FITNESS_PROVIDERS,
  FITNESS_PROVIDER_CATALOGUE,
  getErrorMessage,
  type FitnessConnection,
  type FitnessProvider,
} from '@healthscreen/api-client';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { cn } from '@healthscreen/ui-kit/cn';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { disconnectProvider, useInvalidateFitness } from '../../../api/fitness/index.ts';
import { toast } from '../../../lib/toast.ts';
import { formatDateTime } from './format.ts';

/** One fitness provider on the Overview tab: connected or not, its Sync and Disconnect buttons. */
export function ProviderCard({
  provider,
  connection,
  onImport,
}: {
  provider: FitnessProvider;
  connection: FitnessConnection | undefined;
  onImport: () => void;
}) {
  const info = FITNESS_PROVIDER_CATALOGUE[provider];
  const available = AVAILABLE_FITNESS_PROVIDERS.includes(provider);
  const invalidate = useInvalidateFitness();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useMutation({
    mutationFn: () => disconnectProvider(provider),
    onSuccess: async () => {
      toast({
        title: 'Disconnected',
        description: `${info.name} and its imported data were removed.`,
      });
      await invalidate();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Sync Failed',
        description: getErrorMessage(error, 'Failed to sync data'),
      }),
    onSettled: () => setConfirming(false),
  });
  return (
    <Card
      className={cn('flex flex-col', !available && 'opacity-60')}
      aria-disabled={!available || undefined}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3" className="text-base">
            {info.name}
          </CardTitle>
          {connection ? (
            <Badge tone="success">Connected</Badge>
          ) : (
            !available && <Badge>Not available yet</Badge>
          )}
        </div>
        <CardDescription>{info.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-3">
        <p className="text-xs text-slate-600">Syncs: {info.dataTypes.join(', ')}</p>
        {connection && (
          <p className="text-sm text-slate-700">
            {connection.lastSync ? `Last synced ${formatDateTime(connection.lastSync)}` : 'Active'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            disabled={!available}
            onClick={onImport}
            aria-label={`${connection ? 'Sync' : 'Connect'} ${info.name}`}
          >
            {connection ? 'Sync' : 'Connect'}
          </Button>
          {connection && !confirming && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          )}
          {connection && confirming && (
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              Delete {info.name} data
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
