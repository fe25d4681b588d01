import { Navigate, type RouteObject } from 'react-router';

import { NotFoundPage } from '../components/not-found-page.tsx';
import { paths } from '../config/paths.ts';
import { RequireUser } from './require-user.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The route table of spec 1-product.md §2, in one place. Pages are lazy-loaded.
 * - everyone: /, /login, /register, the legal pages, /support
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
      hydrateFallbackElement: null,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('../features/landing/routes/landing.tsx')).LandingPage,
              }),
            },
            {
              path: paths.login,
              lazy: async () => ({
                Component: (await import('../features/auth/routes/login.tsx')).LoginPage,
              }),
            },
            {
              path: paths.register,
              lazy: async () => ({
                Component: (await import('../features/auth/routes/register.tsx')).RegisterPage,
              }),
            },
            {
              path: paths.terms,
              lazy: async () => ({
                Component: (await import('../features/legal/routes/terms-and-conditions.tsx'))
                  .TermsAndConditionsPage,
              }),
            },
            {
              path: paths.privacy,
              lazy: async () => ({
                Component: (await import('../features/legal/routes/privacy-policy.tsx'))
                  .PrivacyPolicyPage,
              }),
            },
            {
              path: paths.forgotPassword,
              lazy: async () => ({
                Component: (await import('../features/auth/routes/forgot-password.tsx'))
                  .ForgotPasswordPage,
              }),
            },
            {
              path: paths.resetPassword,
              lazy: async () => ({
                Component: (await import('../features/auth/routes/reset-password.tsx'))
                  .ResetPasswordPage,
              }),
            },
            {
              path: paths.support,
              lazy: async () => ({
                Component: (await import('../features/support/routes/support.tsx')).SupportPage,
              }),
            },
            {
              element: <RequireUser signedOut="login" />,
              children: [
                {
                  path: paths.assessment,
                  lazy: async () => ({
                    Component: (await import('../features/assessment/routes/assessment.tsx'))
                      .AssessmentPage,
                  }),
                },
                // listed among the protected paths only; signed in it leads to the assessment
                { path: paths.myHealth, element: <Navigate to={paths.assessment} replace /> },
                // an assessment page (2-assessment.md: signed-out visitors see the login screen)
                {
                  path: paths.oldAssessment,
                  lazy: async () => ({
                    Component: (await import('../features/assessment/routes/old-assessment.tsx'))
                      .OldAssessmentPage,
                  }),
                },
                {
                  path: paths.integrations,
                  lazy: async () => ({
                    Component: (await import('../features/integrations/routes/integrations.tsx'))
                      .IntegrationsPage,
                  }),
                },
                {
                  path: paths.dashboard,
                  lazy: async () => ({
                    Component: (await import('../features/dashboard/routes/dashboard.tsx'))
                      .DashboardPage,
                  }),
                },
                {
                  path: paths.settings,
                  lazy: async () => ({
                    Component: (await import('../features/settings/routes/settings.tsx'))
                      .SettingsPage,
                  }),
                },
                {
                  path: `${paths.results}/*`,
                  lazy: async () => ({
                    Component: (await import('../features/results/routes/results.tsx')).ResultsPage,
                  }),
                },
              ],
            },
            {
              element: <RequireUser signedOut="not-found" />,
              children: [
                {
                  path: paths.myHealthAssessment,
                  lazy: async () => ({
                    Component: (
                      await import('../features/assessment/routes/my-health-assessment.tsx')
                    ).MyHealthAssessmentPage,
                  }),
                },
                {
                  path: paths.subscription,
                  lazy: async () => ({
                    Component: (await import('../features/subscription/routes/subscription.tsx'))
                      .SubscriptionPage,
                  }),
                },
                {
                  path: paths.subscriptionSuccess,
                  lazy: async () => ({
                    Component: (
                      await import('../features/subscription/routes/subscription-success.tsx')
                    ).SubscriptionSuccessPage,
                  }),
                },
                {
                  path: paths.diseaseSelection,
                  lazy: async () => ({
                    Component: (
                      await import('../features/disease-selection/routes/disease-selection.tsx')
                    ).DiseaseSelectionPage,
                  }),
                },
                {
                  path: paths.adminUsers,
                  lazy: async () => ({
                    Component: (await import('../features/admin/routes/admin-users.tsx'))
                      .AdminUsersPage,
                  }),
                },
                {
                  path: paths.adminAnalytics,
                  lazy: async () => ({
                    Component: (await import('../features/admin/routes/admin-analytics.tsx'))
                      .AdminAnalyticsPage,
                  }),
                },
                {
                  path: paths.adminSupport,
                  lazy: async () => ({
                    Component: (await import('../features/admin/routes/admin-support.tsx'))
                      .AdminSupportPage,
                  }),
                },
                {
                  path: paths.adminAuditLog,
                  lazy: async () => ({
                    Component: (await import('../features/admin/routes/admin-audit-log.tsx'))
                      .AdminAuditLogPage,
                  }),
                },
                {
                  path: paths.accountSettings,
                  lazy: async () => ({
                    Component: (await import('../features/settings/routes/account-settings.tsx'))
                      .AccountSettingsPage,
                  }),
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
