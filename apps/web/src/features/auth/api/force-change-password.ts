import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

/** Authentication/ForceChangePWD: the temporary password for a new one, before the first sign-in. */
export const forceChangePassword = (
  userName: string,
  passwordInfo: { oldPassword: string; newPassword: string; confirmPassword: string },
) => callApi(calls.forceChangePassword, { customerInfo: { userName }, passwordInfo });
