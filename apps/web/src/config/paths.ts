/** Every path of the spec's route table (1-product.md §2), in one place. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  support: '/support',
  assessment: '/assessment',
  oldAssessment: '/old-assessment',
  myHealthAssessment: '/my-health-assessment',
  myHealth: '/my-health',
  // the API preloads a results page's first read (api-client's `firstReadOfPage`, same path)
  results: '/results',
  dashboard: '/dashboard',
  integrations: '/integrations',
  subscription: '/subscription',
  subscriptionSuccess: '/subscription/success',
  diseaseSelection: '/disease-selection',
  adminUsers: '/admin/users',
  adminAnalytics: '/admin/analytics',
  adminSupport: '/admin/support',
  adminAuditLog: '/admin/audit-log',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  accountSettings: '/account-settings',
  settings: '/settings',
  /** A clinician's read of a share link: /shared/{token} (issue 16), for everyone, signed out too. */
  sharedReport: '/shared',
} as const;

/** /results/{id}?tab=dashboard — where a returning user lands after login. */
export function getResultsDashboardHref(assessmentId: string): string {
  return `${paths.results}/${encodeURIComponent(assessmentId)}?tab=dashboard`;
}
