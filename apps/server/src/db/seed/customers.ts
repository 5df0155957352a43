import type { NewCustomer } from '../../modules/personal-profile/customer-repository.ts';

const blank = {
  second_name: null, third_name: null, second_name_ar: null, third_name_ar: null,
  contact_person_name: null, contact_person_job_title: null, address: null, address2: null,
};

/** The demo customers of DESIGN §6; README documents them and the tests use them. */
export const DEMO_CUSTOMERS: Array<NewCustomer & { password?: string; /** loyalty points' cash value, baisa */ points?: number }> = [
  {
    ...blank,
    kind: 'individual', user_name: null, mobile_no: '96890000001', email: 'ahmed.harthy@example.om',
    first_name: 'Ahmed', second_name: 'Salim', third_name: 'Nasser', last_name: 'Al Harthy',
    first_name_ar: 'أحمد', second_name_ar: 'سالم', third_name_ar: 'ناصر', last_name_ar: 'الحارثي',
    document_type: 'NID', document_no: '12345678', date_of_birth: '1988-04-12', nat_country: 'OM', residence_country: 'OM',
    points: 2500,
  },
  {
    ...blank,
    kind: 'individual', user_name: null, mobile_no: '96890000002', email: 'fatma.balushi@example.om',
    first_name: 'Fatma', last_name: 'Al Balushi', first_name_ar: 'فاطمة', last_name_ar: 'البلوشي',
    document_type: 'NID', document_no: '23456789', date_of_birth: '1992-09-30', nat_country: 'OM', residence_country: 'OM',
  },
  {
    ...blank,
    kind: 'company', user_name: 'muscattrading', mobile_no: '96890000010', email: 'accounts@muscattrading.om',
    first_name: 'Muscat Trading LLC', last_name: null, first_name_ar: 'مسقط للتجارة', last_name_ar: null,
    contact_person_name: 'Khalid Al Rawahi', contact_person_job_title: 'Finance Manager',
    document_type: 'CNID', document_no: '1234567', date_of_birth: null, nat_country: 'OM', residence_country: 'OM',
    password: 'Muscat#2026',
    points: 1250,
  },
  {
    ...blank,
    kind: 'company', user_name: 'newcompany1', mobile_no: '96890000011', email: 'admin@newcompany.om',
    first_name: 'New Company SAOC', last_name: null, first_name_ar: 'الشركة الجديدة', last_name_ar: null,
    contact_person_name: 'Maryam Al Hinai', contact_person_job_title: 'Office Manager',
    document_type: 'CNID', document_no: '7654321', date_of_birth: null, nat_country: 'OM', residence_country: 'OM',
    password: 'Temp#2026x', must_change_password: true,
  },
];
