import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app.tsx';

describe('landing page', () => {
  it('offers Start Health Assessment twice, both to /assessment', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const starts = screen.getAllByRole('link', { name: 'Start Health Assessment' });
    expect(starts).toHaveLength(2);
    for (const link of starts) expect(link).toHaveAttribute('href', '/assessment');
  });

  it('shows the three feature cards and the 7-step progress widget', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    for (const title of ['Comprehensive Assessment', 'Personalized Insights', 'Expert-Backed']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toBeInTheDocument();
  });

  it('loads the statistics block with only true product facts', async () => {
    renderApp('/');
    expect(await screen.findByText('chronic conditions assessed')).toBeInTheDocument();
    expect(screen.getByText('35')).toBeInTheDocument();
    expect(screen.getByText('~15 min')).toBeInTheDocument();
  });

  it('opens the Learn More dialog on demand and closes it with Escape', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    const dialog = await screen.findByRole('dialog', { name: 'How HealthScreen works' });
    expect(within(dialog).getByRole('link', { name: 'Start Health Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
