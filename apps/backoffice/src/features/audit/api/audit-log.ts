import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import type { RequestOf } from '@portal/contract';
import { staffCall } from '../../../shared/api/staff-call.ts';

export type AuditFilter = RequestOf<typeof backOfficeCalls.auditLog>;

export const auditLogQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['staff', 'audit', filter],
    queryFn: () => staffCall(backOfficeCalls.auditLog, filter),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQueryOptions(filter));
