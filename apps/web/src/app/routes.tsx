import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';

import { NotFoundPage } from '../components/not-found-page.tsx';
import type * as AdminPages from '../features/admin/routes/index.ts';
import { paths } from '../config/paths.ts';
import { RequireUser } from './require-user.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

function RenderNothing(): null {
  return null;
}

/** A route's `lazy`: loads the page's module with its first visit and takes the named component. */
function lazyPage<TModule>(load: () => Promise<TModule>, name: keyof TModule) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** The admin pages share one lazy chunk. */
function adminPage(name: keyof typeof AdminPages) {
  return lazyPage(() => import('../features/admin/routes/index.ts'), name);
}

/**
 * The route table of spec 1-product.md §2, in one place. Pages are lazy-loaded.
 * - everyone: /, /login, /register, the legal pages, /support, /shared/{token}
 * - signed in, else the login screen: /assessment, /my-health, /integrations, /dashboard,
 *   /settings, /results and /results/...
 * - signed in, else not found: /my-health-assessment, /subscription(/success), /disease-selection,
 *   /admin/..., /account-settings, /old-assessment
 * - anything else: the 404 page
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // what shows while the first page's lazy module loads: nothing (index.html's own shell).
      // A component (an element that renders null), not `null`: React Router warns "No
      // HydrateFallback element provided" on every load when the fallback is falsy
      HydrateFallback: RenderNothing,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: lazyPage(() => import('../features/landing/routes/landing.tsx'), 'LandingPage'),
            },
            {
              path: paths.login,
              lazy: lazyPage(() => import('../features/auth/routes/login.tsx'), 'LoginPage'),
            },
            {
              path: paths.register,
              lazy: lazyPage(() => import('../features/auth/routes/register.tsx'), 'RegisterPage'),
            },
            {
              path: paths.terms,
              lazy: lazyPage(
                () => import('../features/legal/routes/terms-and-conditions.tsx'),
                'TermsAndConditionsPage',
              ),
            },
            {
              path: paths.privacy,
              lazy: lazyPage(
                () => import('../features/legal/routes/privacy-policy.tsx'),
                'PrivacyPolicyPage',
              ),
            },
            {
              path: paths.forgotPassword,
              lazy: lazyPage(
                () => import('../features/auth/routes/forgot-password.tsx'),
                'ForgotPasswordPage',
              ),
            },
            {
              path: paths.resetPassword,
              lazy: lazyPage(
                () => import('../features/auth/routes/reset-password.tsx'),
                'ResetPasswordPage',
              ),
            },
            {
              path: paths.support,
              lazy: lazyPage(() => import('../features/support/routes/support.tsx'), 'SupportPage'),
            },
            // a share link's page (issue 16): everyone, never a login redirect; the page reads the
            // token from the rest of the path and answers a malformed one itself (no echo of it)
            {
              path: `${paths.sharedReport}/*`,
              lazy: lazyPage(
                () => import('../features/shared-report/routes/shared-report.tsx'),
                'SharedReportPage',
              ),
            },
            {
              element: <RequireUser signedOut="login" />,
              children: [
                {
                  path: paths.assessment,
                  lazy: lazyPage(
                    () => import('../features/assessment/routes/assessment.tsx'),
                    'AssessmentPage',
                  ),
                },
                // listed among the protected paths only; signed in it leads to the assessment
                { path: paths.myHealth, element: <Navigate to={paths.assessment} replace /> },
                // an assessment page (2-assessment.md: signed-out visitors see the login screen)
                {
                  path: paths.oldAssessment,
                  lazy: lazyPage(
                    () => import('../features/assessment/routes/old-assessment.tsx'),
                    'OldAssessmentPage',
                  ),
                },
                {
                  path: paths.integrations,
                  lazy: lazyPage(
                    () => import('../features/integrations/routes/integrations.tsx'),
                    'IntegrationsPage',
                  ),
                },
                {
                  path: paths.dashboard,
                  lazy: lazyPage(
                    () => import('../features/dashboard/routes/dashboard.tsx'),
                    'DashboardPage',
                  ),
                },
                {
                  path: paths.settings,
                  lazy: lazyPage(
                    () => import('../features/settings/routes/settings.tsx'),
                    'SettingsPage',
                  ),
                },
                {
                  path: `${paths.results}/*`,
                  // the results page with the plan tab and the other features' sections it shows
                  lazy: lazyPage(() => import('./results-route.tsx'), 'ResultsRoute'),
                },
              ],
            },
            {
              element: <RequireUser signedOut="not-found" />,
              children: [
                {
                  path: paths.myHealthAssessment,
                  lazy: lazyPage(
                    () => import('../features/assessment/routes/my-health-assessment.tsx'),
                    'MyHealthAssessmentPage',
                  ),
                },
                {
                  path: paths.subscription,
                  lazy: lazyPage(
                    () => import('../features/subscription/routes/subscription.tsx'),
                    'SubscriptionPage',
                  ),
                },
                {
                  path: paths.subscriptionSuccess,
                  lazy: lazyPage(
                    () => import('../features/subscription/routes/subscription-success.tsx'),
                    'SubscriptionSuccessPage',
                  ),
                },
                {
                  path: paths.diseaseSelection,
                  lazy: lazyPage(
                    () => import('../features/disease-selection/routes/disease-selection.tsx'),
                    'DiseaseSelectionPage',
                  ),
                },
                { path: paths.adminUsers, lazy: adminPage('AdminUsersPage') },
                { path: paths.adminAnalytics, lazy: adminPage('AdminAnalyticsPage') },
                { path: paths.adminSupport, lazy: adminPage('AdminSupportPage') },
                { path: paths.adminAuditLog, lazy: adminPage('AdminAuditLogPage') },
                {
                  path: paths.accountSettings,
                  lazy: lazyPage(
                    () => import('../features/settings/routes/account-settings.tsx'),
                    'AccountSettingsPage',
                  ),
                },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
