import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';

import { preloadedLazy } from './preloaded-lazy.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadedLazy', () => {
  it('renders an arrived chunk at once, without its fallback', async () => {
    const Component = preloadedLazy(() => Promise.resolve(Greeting));
    await act(() => Promise.resolve());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    // in the first commit: no fallback, no later (throttled) reveal
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback until a chunk that is still loading arrives', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Component = preloadedLazy(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });
});
