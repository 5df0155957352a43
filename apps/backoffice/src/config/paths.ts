import type { StaffPermission } from '@portal/contract/back-office';

/** The back office's pages (router basename /BackOffice) and the permission each needs. */
export const BASENAME = '/BackOffice';

export const paths = {
  signIn: { path: '/SignIn', getHref: () => '/SignIn' },
  search: { path: '/', getHref: (query = '') => `/${query ? `?${query}` : ''}`, permission: 'payments.search' },
  payment: { path: '/Payment/:paymentId', getHref: (id: string) => `/Payment/${encodeURIComponent(id)}`, permission: 'payments.view' },
  stuck: { path: '/Stuck', getHref: () => '/Stuck', permission: 'payments.act_stuck' },
  audit: { path: '/Audit', getHref: () => '/Audit', permission: 'audit.read' },
  sessions: { path: '/Sessions', getHref: () => '/Sessions' },
  staff: { path: '/Staff', getHref: () => '/Staff', permission: 'staff.manage' },
  refunds: { path: '/Refunds', getHref: () => '/Refunds', permission: 'refunds.approve' },
  complaints: { path: '/Complaints', getHref: () => '/Complaints', permission: 'payments.view' },
  complaint: { path: '/Complaints/:number', getHref: (n: string) => `/Complaints/${encodeURIComponent(n)}`, permission: 'payments.view' },
  complaintReports: { path: '/ComplaintReports', getHref: () => '/ComplaintReports', permission: 'payments.view' },
  settlement: { path: '/Settlement', getHref: () => '/Settlement', permission: 'settlement.read' },
  settlementMonthly: {
    path: '/Settlement/Monthly',
    getHref: (month: string, billerId?: number) => `/Settlement/Monthly?month=${month}${billerId ? `&biller=${billerId}` : ''}`,
    permission: 'settlement.read',
  },
  settlementDay: { path: '/Settlement/:day', getHref: (day: string) => `/Settlement/${day}`, permission: 'settlement.read' },
  /** The invitation e-mail's link: the token follows in the fragment (#…), which no server sees. */
  invitation: { path: '/invitation', getHref: () => '/invitation' },
} as const satisfies Record<string, { path: string; getHref: (...a: never[]) => string; permission?: StaffPermission }>;
