import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

interface CreatePasswordInput {
  userName: string;
  customerId: number;
  documentNo: string;
  passwordGrant: string;
  password: string;
  confirmPassword: string;
}

/** PersonalProfile/CreatePassword after a company's registration: its username and first password. */
export const createPassword = ({ userName, customerId, documentNo, passwordGrant, password, confirmPassword }: CreatePasswordInput) =>
  callApi(calls.createPassword, {
    customerInfo: { userName, customerID: customerId },
    legalDocument: { documentNo },
    passwordInfo: { password, confirmPassword },
    passwordGrant,
  });
