import { useCustomerProfileData } from '@/shared/api/customer-profile-data';

/** The cash value of the signed-in customer's points, in baisa: 0 until known, and for a visitor. */
export function usePointsCash(): number {
  return useCustomerProfileData().data?.pointsCash ?? 0;
}
