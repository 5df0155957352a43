import type { MenuItem } from '@portal/contract';

/** The sidebar the login response hands the client (spec 01 §2: Header, sidebar, footer). */
export const MENU: MenuItem[] = [
  { code: 'Dashboard', path: '/Dashboard', edesc: 'Dashboard', adesc: 'لوحة التحكم' },
  { code: 'RegistredBill', path: '/RegistredBill', edesc: 'Registered Bills', adesc: 'الفواتير المسجلة' },
  { code: 'CardManagement', path: '/CardManagement', edesc: 'My Cards', adesc: 'بطاقاتي' },
  { code: 'A2AeSh7an', path: '/A2AeSh7an', edesc: 'Gift Cards', adesc: 'بطاقات الهدايا' },
  { code: 'TransactionHistory', path: '/TransactionHistory', edesc: 'Transaction History', adesc: 'سجل المعاملات' },
  { code: 'LocationDetails', path: '/LocationDetails', edesc: 'Location Details', adesc: 'تفاصيل المواقع' },
  { code: 'BrancheDetails', path: '/BrancheDetails', edesc: 'Branch Details', adesc: 'تفاصيل الفروع' },
  { code: 'PersonalProfile', path: '/PersonalProfile', edesc: 'Personal Profile', adesc: 'الملف الشخصي' },
];
