import { useDeferredValue } from 'react';

/**
 * `isPending` of a query, held true until the answer's page can render in a transition. React
 * renders a react-query update synchronously (`useSyncExternalStore`): the whole page an answer
 * reveals in one blocking task (60–90 ms for the app shell and the results page in Lighthouse's
 * traces on this machine, 4× that in its mobile simulation: the page's largest share of Total
 * Blocking Time). With this, that update re-renders only the loading state; the page then renders
 * in a transition, which yields to the browser every few milliseconds. A new request (pending
 * again) shows the loading state at once.
 */
export function usePendingInTransition(isPending: boolean): boolean {
  const deferred = useDeferredValue(isPending);
  return isPending || deferred;
}
