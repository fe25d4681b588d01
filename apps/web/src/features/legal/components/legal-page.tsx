import type { ReactNode } from 'react';

import { Page } from '../../../components/page.tsx';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A legal document: title, effective date and numbered sections. */
export function LegalPage({
  title,
  effectiveDate,
  intro,
  sections,
}: {
  title: string;
  effectiveDate: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <Page title={title} lead={`Effective date: ${effectiveDate}`} width="reading">
      <div className="space-y-4 text-slate-700">{intro}</div>
      <ol className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <section aria-labelledby={`legal-section-${index + 1}`}>
              <h2
                id={`legal-section-${index + 1}`}
                className="text-xl font-semibold text-slate-900"
              >
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
            </section>
          </li>
        ))}
      </ol>
    </Page>
  );
}
