import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { setCsrfToken, staffCall } from '../../../shared/api/staff-call.ts';

/** Who is signed in; a reload gets a new CSRF token here (the server keeps only its hash). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: async () => {
      const me = await staffCall(backOfficeCalls.staffMe, {});
      setCsrfToken(me.csrfToken);
      return me;
    },
    retry: false,
    staleTime: Infinity,
  });

export const useMe = () => useQuery(meQueryOptions());
