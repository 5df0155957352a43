import type { ProfileDetails } from '@portal/contract';
import type { Language } from '@/shared/i18n';
import type { EditCustomerBody } from '../api/edit-customer';

type Profile = ProfileDetails['customers'];
type Info = EditCustomerBody['CustomerInfo'];

/**
 * The EditCustomer body around a form's own fields: the customer it edits (twice: the server checks
 * authenticationInfo against the session) and the interface language, which the server keeps.
 */
export function editBody(
  p: Profile,
  language: Language,
  fields: Omit<Info, 'customerID' | 'userName' | 'language'>,
  legalDocument: EditCustomerBody['legalDocument'],
): EditCustomerBody {
  const { customerID, userName } = p.customerInfo;
  return {
    CustomerInfo: { customerID, userName, ...fields, language },
    authenticationInfo: { customerID, userName },
    legalDocument,
  };
}
