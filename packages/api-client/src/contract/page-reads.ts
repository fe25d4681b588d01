import { API_ROUTES, fillRoutePath } from './paths.js';

/** The web app's results pages: `/results`, `/results/latest` and `/results/{id}`. */
export const RESULTS_PAGE_PATH = '/results';

/**
 * The API read a signed-in page of the web app makes first, as the app's client will send it (the
 * same URL, so a browser preload of it is the app's own request): `/results/{id}` reads
 * `GET /api/assessments/{id}`, `/results` and `/results/latest` read `GET /api/assessments/latest`.
 * The server names it in a `Link: rel=preload` header of the page, so the answer is on its way
 * while the app's code loads. `null` for any other page. `pathname` is as requested (percent-
 * encoded); a malformed one reads nothing.
 */
export function firstReadOfPage(pathname: string): string | null {
  if (pathname !== RESULTS_PAGE_PATH && !pathname.startsWith(`${RESULTS_PAGE_PATH}/`)) return null;
  const rest = pathname.slice(RESULTS_PAGE_PATH.length).replace(/^\/+|\/+$/g, '');
  if (rest === '' || rest === 'latest') return API_ROUTES.latestAssessment;
  if (rest.includes('/')) return null;
  let id: string;
  try {
    id = decodeURIComponent(rest);
  } catch {
    return null;
  }
  return fillRoutePath(API_ROUTES.assessment, { id });
}
