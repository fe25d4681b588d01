import { Card, CardContent } from '@healthscreen/ui-kit/card';

/** One of the admin pages' four figures; '—' until it has loaded. */
export function StatCard({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Card>
      <CardContent className="p-4">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="mt-1 text-2xl font-semibold text-slate-900">{value ?? '—'}</p>
      </CardContent>
    </Card>
  );
}
