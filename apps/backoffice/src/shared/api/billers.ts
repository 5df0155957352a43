import { useQuery } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { staffCall } from './staff-call.ts';

/** Every biller by id and name (the search's and the complaint queue's biller filters); changes rarely. */
export const useBillers = () =>
  useQuery({ queryKey: ['staff', 'billers'], queryFn: () => staffCall(backOfficeCalls.staffBillers, {}), staleTime: 60 * 60_000 });
