import {
  getErrorMessage,
  type AdminUpdateUserBody,
  type AdminUserListQuery,
  type AnalyticsRangeDays,
  type AuditLogQuery,
  type SupportInboxQuery,
} from '@healthscreen/api-client';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: AdminUserListQuery) => [...adminKeys.all, 'users', query] as const,
  analytics: (days: AnalyticsRangeDays) => [...adminKeys.all, 'analytics', days] as const,
  support: (query: SupportInboxQuery) => [...adminKeys.all, 'support', query] as const,
  auditLog: (query: AuditLogQuery) => [...adminKeys.all, 'audit-log', query] as const,
};

/** The spec's analytics page refetches every 30 seconds (1-product.md §7). */
export const ANALYTICS_REFETCH_MS = 30_000;

export function adminUsersQueryOptions(query: AdminUserListQuery) {
  return queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => api.admin.users({ query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function userAnalyticsQueryOptions(days: AnalyticsRangeDays) {
  return queryOptions({
    queryKey: adminKeys.analytics(days),
    queryFn: ({ signal }) => api.analytics.users({ query: { days }, signal }),
    refetchInterval: ANALYTICS_REFETCH_MS,
    placeholderData: keepPreviousData,
  });
}

export function supportInboxQueryOptions(query: SupportInboxQuery) {
  return queryOptions({
    queryKey: adminKeys.support(query),
    queryFn: ({ signal }) => api.admin.supportMessages({ query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: adminKeys.auditLog(query),
    queryFn: ({ signal }) => api.admin.auditLog({ query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Edit (plan and status) or suspend: one call, the spec's toasts for each. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUpdateUserBody; suspend: boolean }) =>
      api.admin.updateUser({ params: { id }, body }),
    onSuccess: async (_user, { suspend }) => {
      toast({
        variant: 'success',
        title: suspend ? 'User account suspended' : 'User updated successfully',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error, { suspend }) => {
      toast({
        variant: 'destructive',
        title: suspend ? 'Failed to suspend user' : 'Failed to update user',
        description: getErrorMessage(error, 'Please try again.'),
      });
    },
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.admin.deleteUser({ params: { id } }),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'User account deleted permanently' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Failed to delete user',
        description: getErrorMessage(error, 'Please try again.'),
      });
    },
  });
}

export function useMarkSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.admin.updateSupportMessage({ params: { id }, body: { handled } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to update the message'),
      });
    },
  });
}
