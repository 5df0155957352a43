/**
 * The back office's fixed staff roles and what each may do (issue 31), defined once: the server checks
 * every staff call's permission against this table and the back office hides what a role may not do.
 * Separation of duties is in the table itself: the staff administrator holds no money rights, and the
 * auditor reads everything and changes nothing.
 */
export const STAFF_ROLES = ['support_agent', 'support_lead', 'finance_ops', 'finance_approver', 'auditor', 'iam_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'payments.search',
  'payments.view',
  'notes.add',
  'customer.reveal',
  'refunds.request',
  'refunds.approve',
  'payments.act_stuck',
  'payments.export',
  'audit.read',
  'staff.manage',
  'settlement.read',
  'settlement.work',
  'settlement.close',
  'settlement.approve',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const agent = ['payments.search', 'payments.view', 'notes.add'] as const satisfies readonly StaffPermission[];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  support_agent: agent,
  support_lead: [...agent, 'customer.reveal', 'refunds.request'],
  // Settlement (issue 32): finance_ops works the queue and closes clean days; the approver signs off what
  // stays open and writes off; the auditor reads.
  finance_ops: [
    'payments.search',
    'payments.view',
    'refunds.request',
    'payments.act_stuck',
    'payments.export',
    'settlement.read',
    'settlement.work',
    'settlement.close',
  ],
  finance_approver: ['payments.search', 'payments.view', 'refunds.approve', 'settlement.read', 'settlement.close', 'settlement.approve'],
  auditor: ['payments.search', 'payments.view', 'audit.read', 'settlement.read'],
  iam_admin: ['staff.manage'],
};

/** Everything a set of roles grants, in the table's order. */
export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const granted = new Set(roles.flatMap((r) => ROLE_PERMISSIONS[r] ?? []));
  return STAFF_PERMISSIONS.filter((p) => granted.has(p));
}

export const rolesMay = (roles: readonly StaffRole[], permission: StaffPermission): boolean =>
  roles.some((r) => ROLE_PERMISSIONS[r]?.includes(permission));

/** Actions that ask for the second factor again when it is older than this (issue 31: refunds, approvals, reveals, role changes). */
export const FRESH_FACTOR_SECONDS = 5 * 60;
