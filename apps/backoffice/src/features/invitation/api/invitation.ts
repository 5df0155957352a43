import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { staffCall } from '../../../shared/api/staff-call.ts';

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => staffCall(backOfficeCalls.openInvitation, { token }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string; code: string }) => staffCall(backOfficeCalls.acceptInvitation, body),
  });
