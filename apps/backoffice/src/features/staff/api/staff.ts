import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeCalls, type StaffRole } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

export const staffQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'accounts'], queryFn: () => staffCall(backOfficeCalls.listStaff, {}), staleTime: 0 });

export const useStaffList = () => useQuery(staffQueryOptions());

function useStaffMutation<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }) });
}

export const useInvite = () =>
  useStaffMutation((body: { email: string; name: string; roles: StaffRole[]; lang: 'en' | 'ar' }) =>
    staffCall(backOfficeCalls.inviteStaff, body),
  );

export const useSetRoles = () =>
  useStaffMutation((body: { staffId: number; roles: StaffRole[] }) => staffCall(backOfficeCalls.setStaffRoles, body));

export const useSetDisabled = () =>
  useStaffMutation((body: { staffId: number; disabled: boolean }) => staffCall(backOfficeCalls.setStaffDisabled, body));
