import { firstReadOfPage, RESULTS_PAGE_PATH } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { getResultsDashboardHref, paths } from './paths.ts';

describe('the results pages the API preloads', () => {
  it('are the pages this app routes as its results', () => {
    // kept a literal here (importing the client into every page costs the first load): the API's
    // preload of a results page's first read matches it
    expect(paths.results).toBe(RESULTS_PAGE_PATH);
    expect(firstReadOfPage(new URL(getResultsDashboardHref('a1'), 'http://x').pathname)).toBe(
      '/api/assessments/a1',
    );
    expect(firstReadOfPage(`${paths.results}/latest`)).toBe('/api/assessments/latest');
  });
});
