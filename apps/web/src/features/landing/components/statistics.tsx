/** True facts about the product only — no invented user counts. */
const facts = [
  { value: '35', label: 'chronic conditions assessed' },
  { value: '~15 min', label: 'to complete the assessment' },
  { value: '7', label: 'sections, from demographics to risk factors' },
] as const;

/** The statistics block (loaded on demand). */
export function Statistics() {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 text-center"
        >
          <dt className="order-2 mt-1 text-sm text-slate-600">{fact.label}</dt>
          <dd className="text-3xl font-bold text-brand-800">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
