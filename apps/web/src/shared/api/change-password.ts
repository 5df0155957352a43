import { calls } from '@/shared/api/calls';
import { callApi, type CallBody } from '@/shared/api/client';

/** Authentication/ChangePWD (company accounts): the header's Change Password and the profile's password block. */
export const changePassword = (body: CallBody<typeof calls.changePassword>) => callApi(calls.changePassword, body);
