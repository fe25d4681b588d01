import { Button } from '@healthscreen/ui-kit/button';

/** Previous / Next with "Page x of y"; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  limit,
  onPage,
  noun,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  noun: string;
}) {
  const pages = Math.ceil(total / limit);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex items-center justify-between gap-2 text-sm text-slate-700"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages} · {total.toLocaleString('en-AU')} {noun}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
