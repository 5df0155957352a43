import { type AddCustomerRequest } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi, type CallBody } from '@/shared/api/client';

export type AddCustomerBody = CallBody<typeof calls.addCustomer>;
export type RegistrationCode = NonNullable<AddCustomerRequest['authenticate']>;

/**
 * PersonalProfile/AddCustomer. The first submit answers -2 with a code; the confirming submit sends
 * the very same body with the typed code, as the server binds the code to exactly this registration.
 */
export const addCustomer = (body: AddCustomerBody, code?: RegistrationCode) =>
  callApi(calls.addCustomer, code ? { ...body, authenticate: code } : body);
