import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';

/** LocationDetails/GetBrancheDetails: every branch and kiosk (the lookups code is sent empty, as the spec's client does). */
export const getBranches = () => {
  const customerID = sessionStore.get()?.custInfo.customerID ?? 0;
  return callOk(calls.getBrancheDetails, { sysOpInfo: { customerID }, lookupsInfo: { code: '' } }).then((d) => d.branches);
};

// Reference data: the same for everyone and seldom changed.
export const branchesQueryOptions = () => queryOptions({ queryKey: ['branches'], queryFn: getBranches, staleTime: 10 * 60_000 });

export const useBranches = () => useQuery(branchesQueryOptions());
