import { useEffect } from 'react';

/**
 * Scrolls the element with this id to the top of the view once the calling component is on the
 * page (and again when the id changes): parts of the results page that load on demand scroll to
 * the `#anchor` the address names themselves, since the page's first render did not have them.
 */
export function useScrollToAnchor(anchor: string | null): void {
  useEffect(() => {
    if (anchor === null) return;
    document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' });
  }, [anchor]);
}
