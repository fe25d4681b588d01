/** The admin area's pages, loaded together (one chunk) by the route table. */
export { AdminAnalyticsPage } from './admin-analytics.tsx';
export { AdminAuditLogPage } from './admin-audit-log.tsx';
export { AdminSupportPage } from './admin-support.tsx';
export { AdminUsersPage } from './admin-users.tsx';
