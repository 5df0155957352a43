import { z } from 'zod';
import { defineCall } from '../call.ts';
import * as s from './calls.ts';
import * as st from './settlement-calls.ts';
import * as rf from './refund-calls.ts';
import * as pk from './passkey-calls.ts';
import { complaintStaffCalls } from './complaint-calls.ts';

/**
 * The back office's call table: its own entry (`@portal/contract/back-office`), so the customer's
 * bundle, which imports the customer table, carries none of the staff side.
 */
export const backOfficeCalls = {
  staffSignIn: defineCall('BackOffice/SignIn', s.StaffSignInRequestSchema, s.StaffSignInDetailsSchema, 'public'),
  staffVerifyCode: defineCall('BackOffice/VerifyCode', s.StaffVerifyCodeRequestSchema, s.StaffSessionDetailsSchema, 'public'),
  staffMe: defineCall('BackOffice/Me', s.StaffEmptyRequestSchema, s.StaffSessionDetailsSchema, 'staff', 'signed_in'),
  staffStepUp: defineCall('BackOffice/StepUp', s.StaffStepUpRequestSchema, s.StaffStepUpDetailsSchema, 'staff', 'signed_in'),
  staffSignOut: defineCall('BackOffice/SignOut', s.StaffEmptyRequestSchema, z.null(), 'staff', 'signed_in'),
  staffSessions: defineCall('BackOffice/Sessions', s.StaffEmptyRequestSchema, s.StaffSessionsDetailsSchema, 'staff', 'signed_in'),
  staffEndSession: defineCall('BackOffice/EndSession', s.StaffEndSessionRequestSchema, z.null(), 'staff', 'signed_in'),
  staffBillers: defineCall('BackOffice/Billers', s.StaffEmptyRequestSchema, s.StaffBillersDetailsSchema, 'staff', 'signed_in'),
  searchPayments: defineCall(
    'BackOffice/SearchPayments',
    s.SearchPaymentsRequestSchema,
    s.SearchPaymentsDetailsSchema,
    'staff',
    'payments.search',
  ),
  getPayment: defineCall('BackOffice/GetPayment', s.GetPaymentRequestSchema, s.PaymentStorySchema, 'staff', 'payments.view'),
  revealCustomer: defineCall(
    'BackOffice/RevealCustomer',
    s.RevealCustomerRequestSchema,
    s.RevealCustomerDetailsSchema,
    'staff',
    'customer.reveal',
  ),
  auditLog: defineCall('BackOffice/AuditLog', s.AuditLogRequestSchema, s.AuditLogDetailsSchema, 'staff', 'audit.read'),
  listStaff: defineCall('BackOffice/ListStaff', s.StaffEmptyRequestSchema, s.ListStaffDetailsSchema, 'staff', 'staff.manage'),
  inviteStaff: defineCall('BackOffice/InviteStaff', s.InviteStaffRequestSchema, s.InviteStaffDetailsSchema, 'staff', 'staff.manage'),
  setStaffRoles: defineCall('BackOffice/SetStaffRoles', s.SetStaffRolesRequestSchema, s.StaffAccountSchema, 'staff', 'staff.manage'),
  setStaffDisabled: defineCall(
    'BackOffice/SetStaffDisabled',
    s.SetStaffDisabledRequestSchema,
    s.StaffAccountSchema,
    'staff',
    'staff.manage',
  ),
  openInvitation: defineCall('BackOffice/OpenInvitation', s.OpenInvitationRequestSchema, s.OpenInvitationDetailsSchema, 'public'),
  acceptInvitation: defineCall('BackOffice/AcceptInvitation', s.AcceptInvitationRequestSchema, z.null(), 'public'),
  stuckPayments: defineCall(
    'BackOffice/StuckPayments',
    s.StuckPaymentsRequestSchema,
    s.StuckPaymentsDetailsSchema,
    'staff',
    'payments.act_stuck',
  ),
  stuckAction: defineCall('BackOffice/StuckAction', s.StuckActionRequestSchema, s.StuckActionDetailsSchema, 'staff', 'payments.act_stuck'),
  /**
   * Answers text/csv (UTF-8 with a BOM), streamed, not an envelope; a refusal (too many rows, no
   * permission) is the usual envelope.
   */
  exportPayments: defineCall(
    'BackOffice/ExportPayments',
    s.ExportPaymentsRequestSchema,
    z.string().describe('text/csv; charset=utf-8, with a byte-order mark'),
    'staff',
    'payments.export',
  ),
  ...settlementCalls(),
  ...refundCalls(),
  ...passkeyCalls(),
  ...complaintStaffCalls(),
} as const;

/** Staff refunds (issue 31 §5): requesters ask, a second person approves above the threshold, everyone who sees payments reads. */
function refundCalls() {
  return {
    requestRefund: defineCall('BackOffice/RequestRefund', rf.RequestRefundRequestSchema, rf.RefundRowSchema, 'staff', 'refunds.request'),
    approveRefund: defineCall('BackOffice/ApproveRefund', rf.RefundIdRequestSchema, rf.RefundRowSchema, 'staff', 'refunds.approve'),
    rejectRefund: defineCall('BackOffice/RejectRefund', rf.RejectRefundRequestSchema, rf.RefundRowSchema, 'staff', 'refunds.approve'),
    listRefunds: defineCall('BackOffice/ListRefunds', rf.ListRefundsRequestSchema, rf.ListRefundsDetailsSchema, 'staff', 'payments.view'),
  } as const;
}

/** Settlement and reconciliation (issue 32), kept apart so the table above stays readable. */
function settlementCalls() {
  return {
    settlementCalendar: defineCall(
      'BackOffice/SettlementCalendar',
      st.SettlementCalendarRequestSchema,
      st.SettlementCalendarDetailsSchema,
      'staff',
      'settlement.read',
    ),
    settlementAddHoliday: defineCall(
      'BackOffice/SettlementAddHoliday',
      st.SettlementHolidayRequestSchema,
      z.null(),
      'staff',
      'settlement.work',
    ),
    settlementWithdrawHoliday: defineCall(
      'BackOffice/SettlementWithdrawHoliday',
      st.SettlementDayRequestSchema,
      z.null(),
      'staff',
      'settlement.work',
    ),
    settlementImportFile: defineCall(
      'BackOffice/SettlementImportFile',
      st.SettlementImportFileRequestSchema,
      st.SettlementImportFileDetailsSchema,
      'staff',
      'settlement.work',
    ),
    settlementFetchSandboxFiles: defineCall(
      'BackOffice/SettlementFetchSandboxFiles',
      st.SettlementFetchSandboxFilesRequestSchema,
      st.SettlementFetchSandboxFilesDetailsSchema,
      'staff',
      'settlement.work',
    ),
    settlementFetchBillerFiles: defineCall(
      'BackOffice/SettlementFetchBillerFiles',
      st.SettlementDayRequestSchema,
      st.SettlementFetchBillerFilesDetailsSchema,
      'staff',
      'settlement.work',
    ),
    reconciliationMatchDay: defineCall(
      'BackOffice/ReconciliationMatchDay',
      st.SettlementDayRequestSchema,
      st.ReconciliationMatchDetailsSchema,
      'staff',
      'settlement.work',
    ),
    reconciliationDay: defineCall(
      'BackOffice/ReconciliationDay',
      st.SettlementDayRequestSchema,
      st.ReconciliationDayDetailsSchema,
      'staff',
      'settlement.read',
    ),
    reconciliationExceptions: defineCall(
      'BackOffice/ReconciliationExceptions',
      st.ReconciliationExceptionsRequestSchema,
      st.ReconciliationExceptionsDetailsSchema,
      'staff',
      'settlement.read',
    ),
    reconciliationResolve: defineCall(
      'BackOffice/ReconciliationResolve',
      st.ReconciliationResolveRequestSchema,
      z.null(),
      'staff',
      'settlement.work',
    ),
    reconciliationWriteOff: defineCall(
      'BackOffice/ReconciliationWriteOff',
      st.ReconciliationWriteOffRequestSchema,
      z.null(),
      'staff',
      'settlement.approve',
    ),
    settlementCloseDay: defineCall(
      'BackOffice/SettlementCloseDay',
      st.SettlementCloseDayRequestSchema,
      z.null(),
      'staff',
      'settlement.close',
    ),
    settlementAdjustment: defineCall(
      'BackOffice/SettlementAdjustment',
      st.SettlementAdjustmentRequestSchema,
      st.SettlementAdjustmentDetailsSchema,
      'staff',
      'settlement.work',
    ),
    settlementReport: defineCall(
      'BackOffice/SettlementReport',
      st.SettlementReportRequestSchema,
      st.SettlementReportSchema,
      'staff',
      'settlement.read',
    ),
    settlementAlerts: defineCall(
      'BackOffice/SettlementAlerts',
      s.StaffEmptyRequestSchema,
      st.SettlementAlertsDetailsSchema,
      'staff',
      'settlement.read',
    ),
    settlementMonthly: defineCall(
      'BackOffice/SettlementMonthly',
      st.SettlementMonthlyRequestSchema,
      st.SettlementMonthlyDetailsSchema,
      'staff',
      'settlement.read',
    ),
    settlementReportPdf: defineCall(
      'BackOffice/SettlementReportPdf',
      st.SettlementReportPdfRequestSchema,
      st.SettlementReportPdfDetailsSchema,
      'staff',
      'settlement.read',
    ),
    settlementRemittance: defineCall(
      'BackOffice/SettlementRemittance',
      st.SettlementRemittanceRequestSchema,
      z.null(),
      'staff',
      'settlement.work',
    ),
  } as const;
}

/** Staff passkeys (issue 31 §1, decision 054): sign-in and step-up with WebAuthn instead of the code. */
function passkeyCalls() {
  return {
    passkeySignInOptions: defineCall(
      'BackOffice/PasskeySignInOptions',
      pk.PasskeySignInOptionsRequestSchema,
      pk.PasskeyOptionsDetailsSchema,
      'public',
    ),
    passkeySignIn: defineCall('BackOffice/PasskeySignIn', pk.PasskeySignInRequestSchema, s.StaffSessionDetailsSchema, 'public'),
    passkeys: defineCall('BackOffice/Passkeys', s.StaffEmptyRequestSchema, pk.StaffPasskeysDetailsSchema, 'staff', 'signed_in'),
    passkeyRegisterOptions: defineCall(
      'BackOffice/PasskeyRegisterOptions',
      s.StaffEmptyRequestSchema,
      pk.PasskeyOptionsDetailsSchema,
      'staff',
      'signed_in',
    ),
    registerPasskey: defineCall('BackOffice/RegisterPasskey', pk.RegisterPasskeyRequestSchema, pk.StaffPasskeySchema, 'staff', 'signed_in'),
    removePasskey: defineCall('BackOffice/RemovePasskey', pk.RemovePasskeyRequestSchema, z.null(), 'staff', 'signed_in'),
    passkeyStepUpOptions: defineCall(
      'BackOffice/PasskeyStepUpOptions',
      s.StaffEmptyRequestSchema,
      pk.PasskeyOptionsDetailsSchema,
      'staff',
      'signed_in',
    ),
    invitationPasskeyOptions: defineCall(
      'BackOffice/InvitationPasskeyOptions',
      pk.InvitationPasskeyOptionsRequestSchema,
      pk.PasskeyOptionsDetailsSchema,
      'public',
    ),
    passkeyStepUp: defineCall('BackOffice/PasskeyStepUp', pk.PasskeyStepUpRequestSchema, s.StaffStepUpDetailsSchema, 'staff', 'signed_in'),
  } as const;
}

export type BackOfficeCalls = typeof backOfficeCalls;
export * from './roles.ts';
export * from './messages.ts';
export * from './calls.ts';
export * from './settlement-calls.ts';
export * from './passkey-calls.ts';
export * from './complaint-calls.ts';
