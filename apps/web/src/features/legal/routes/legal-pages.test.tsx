import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app.tsx';

/** The numbered section headings (h2) of the page, without their numbers. */
async function sectionHeadings(): Promise<string[]> {
  await screen.findByRole('heading', { level: 1 });
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => (h.textContent ?? '').replace(/^\d+\.\s*/, ''));
}

describe('legal pages (1-product.md §5)', () => {
  it('the terms: effective January 1, 2024, 8 sections ending with Australian governing law', async () => {
    renderApp('/terms-and-conditions');
    expect(await screen.findByText('Effective date: January 1, 2024')).toBeInTheDocument();
    expect(await sectionHeadings()).toEqual([
      'Health disclaimer',
      'No guarantee of accuracy',
      'User responsibility',
      'Limitation of liability',
      'Intellectual property',
      'Privacy',
      'Changes to these terms',
      'Governing law',
    ]);
    const governingLaw = screen.getByRole('region', { name: /Governing law/ });
    expect(within(governingLaw).getByText(/Australia/)).toBeInTheDocument();
  });

  it('the privacy policy: effective January 1, 2025, 12 sections, naming the OAIC for complaints', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByText('Effective date: January 1, 2025')).toBeInTheDocument();
    const headings = await sectionHeadings();
    expect(headings).toHaveLength(12);
    expect(headings[0]).toBe('Information we collect');
    expect(headings.at(-1)).toBe('Contact and complaints');
    const contact = screen.getByRole('region', { name: /Contact and complaints/ });
    expect(
      within(contact).getByText(/Office of the Australian Information Commissioner \(OAIC\)/),
    ).toBeInTheDocument();
    const children = screen.getByRole('region', { name: /Children/ });
    expect(within(children).getByText(/18/)).toBeInTheDocument();
  });
});
