import { lazy, useState, type ComponentType } from 'react';

/**
 * A component from a chunk that starts loading now (with the module that calls this), rendered
 * without suspending once it has arrived. `React.lazy` suspends on its first render even when the
 * chunk is already there, and React throttles the reveal of content that suspended (about 300 ms
 * after the last fallback): the results page's risk table appeared 330 ms after the page's top,
 * although its chunk had arrived long before. Before the chunk arrives it is the lazy component
 * (wrap it in `Suspense`); each rendered instance keeps the one it started with, so its state
 * survives the chunk's arrival.
 */
export function preloadedLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loading = load().then((component) => {
    loaded = component;
    return component;
  });
  // a failed load reaches the error boundary when the lazy component renders, not before
  loading.catch(() => undefined);
  const Lazy = lazy(async () => ({ default: await loading }));
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Preloaded;
}
