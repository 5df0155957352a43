import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

/** PersonalProfile/CreatePassword after a verified forgot-password code, presenting its grant. */
export const resetPassword = (userName: string, passwordGrant: string, passwordInfo: { password: string; confirmPassword: string }) =>
  callApi(calls.createPassword, { customerInfo: { userName }, passwordInfo, passwordGrant });
