import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@portal/contract';
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
    mutationFn: (body: RequestOf<typeof backOfficeCalls.acceptInvitation>) => staffCall(backOfficeCalls.acceptInvitation, body),
  });
