import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'sessions'], queryFn: () => staffCall(backOfficeCalls.staffSessions, {}), staleTime: 0 });

export const useSessions = () => useQuery(sessionsQueryOptions());

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffCall(backOfficeCalls.staffEndSession, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
