import type { StaffRole } from '@portal/contract/back-office';
import type { Queryable } from '../../platform/db.ts';

/**
 * Demo staff, one of each role (issue 31), so a visitor can try the back office with `npm start`. Their
 * password and authenticator secrets are published in the README, so they are flagged `demo`: seeded
 * only in demo mode, and refused at sign-in without it (production refuses DEMO_MODE itself).
 */
export const DEMO_STAFF_PASSWORD = 'Staff#2026demo';

export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole; totpSecret: string }[] = [
  { email: 'agent@staff.example.om', name: 'Aisha Agent', role: 'support_agent', totpSecret: '7WVOSII5DNBYSEM6OUKM5WKEPOXKXIVH' },
  { email: 'lead@staff.example.om', name: 'Layla Lead', role: 'support_lead', totpSecret: '2O4C5X4AJID4BLSIGBUNK3CXRD2NJMJ6' },
  { email: 'finance@staff.example.om', name: 'Faisal Finance', role: 'finance_ops', totpSecret: 'OLB6HVK4FFBDGF323GHNTLSQJIGYSDB5' },
  { email: 'approver@staff.example.om', name: 'Amal Approver', role: 'finance_approver', totpSecret: 'GC6NTBMPBD3RTT5K7LS4NW6JV35QN5OP' },
  { email: 'auditor@staff.example.om', name: 'Ahmed Auditor', role: 'auditor', totpSecret: 'MT2GQFH6XJCRWH3BRSUVMNYUUSTD3NJV' },
  { email: 'iam@staff.example.om', name: 'Ibrahim Admin', role: 'iam_admin', totpSecret: 'YUO7OYFL62Z3PWJSFYHHMZ6MFCEE7THK' },
];

/** Adds the demo staff that are missing; a demo staff member changed since is left as it is. */
export async function seedDemoStaff(q: Queryable, passwordHash: string): Promise<void> {
  for (const s of DEMO_STAFF) {
    await q.query(
      `INSERT INTO staff (email, display_name, roles, password_hash, totp_secret, demo)
       VALUES ($1, $2, $3, $4, $5, true) ON CONFLICT (email) DO NOTHING`,
      [s.email, s.name, [s.role], passwordHash, s.totpSecret],
    );
  }
}
