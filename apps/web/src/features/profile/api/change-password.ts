import { calls } from '@portal/contract';
import { callApi, type CallBody } from '@/shared/api/client';

/** Authentication/ChangePWD, from the profile's change-password block (company accounts). */
export const changePassword = (body: CallBody<typeof calls.changePassword>) => callApi(calls.changePassword, body);
