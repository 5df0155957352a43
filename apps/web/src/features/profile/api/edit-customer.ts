import { type EditCustomerRequest } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi, type CallBody } from '@/shared/api/client';

export type EditCustomerBody = CallBody<typeof calls.editCustomer>;
export type ProfileCode = NonNullable<EditCustomerRequest['authenticate']>;

/**
 * PersonalProfile/EditCustomer. The first submit answers -2 with a code; the confirming submit sends
 * the very same body with the typed code, as the server binds the code to exactly this change.
 */
export const editCustomer = (body: EditCustomerBody, code?: ProfileCode) =>
  callApi(calls.editCustomer, code ? { ...body, authenticate: code } : body);
