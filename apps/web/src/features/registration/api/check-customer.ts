import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

/** PersonalProfile/CheckCustomer with CheckType '3': is this username still free? 0 means yes. */
export const checkCustomer = (userName: string, documentNo: string) =>
  callApi(calls.checkCustomer, { userName, DocumentNo: documentNo, CheckType: '3' });
