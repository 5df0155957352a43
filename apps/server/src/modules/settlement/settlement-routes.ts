import type { FastifyInstance } from 'fastify';
import { backOfficeCalls as c, type ReconciliationException } from '@portal/contract/back-office';
import { AppError } from '../../platform/errors.ts';
import { ErrorCode } from '@portal/contract';
import type { PdfPool } from '../invoices/index.ts';
import { registerStaffCall, requireFreshFactor, type StaffCallDeps, type StaffContext } from '../back-office/index.ts';
import { addAdjustment, closeDay } from './day-close.ts';
import { dayRepository } from './day-repository.ts';
import { matchDay } from './day-matching.ts';
import { monthlyStatement } from './monthly-statement.ts';
import { recordRemittance } from './remittance.ts';
import { resolveException } from './exception-resolution.ts';
import { exceptionRepository, type ExceptionRow } from './exception-repository.ts';
import { fetchSandboxStatements } from './sandbox-statements.ts';
import { fetchBillerStatements } from './biller-statements.ts';
import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import { actorMay, type Actor, type SettlementDeps } from './settlement-actor.ts';
import { addHoliday, settlementCalendar, withdrawHoliday } from './settlement-calendar.ts';
import { settlementMessages } from './settlement-messages.ts';
import { settlementAlerts, type AlertSettings } from './settlement-alerts.ts';
import { settlementReport } from './settlement-report.ts';
import { settlementRepository } from './settlement-repository.ts';
import { statementRepository } from './statement-repository.ts';
import { importStatement } from './statement-import.ts';

const actorOf = (ctx: StaffContext): Actor => ({ staff: ctx.staff, ip: ctx.ip });

export function exceptionView(e: ExceptionRow, now = Date.now()): ReconciliationException {
  return {
    id: e.id,
    day: e.business_day,
    billerId: e.biller_id,
    side: e.side,
    kind: e.kind,
    reference: e.reference,
    paymentId: e.payment_id,
    ledgerBaisa: e.ledger_baisa === null ? null : Number(e.ledger_baisa),
    outsideBaisa: e.outside_baisa === null ? null : Number(e.outside_baisa),
    ownerStaffId: e.owner_staff_id,
    openedAt: new Date(e.opened_at).toISOString(),
    ageDays: Math.floor((now - new Date(e.opened_at).getTime()) / 86_400_000),
    status: e.status,
    resolution: e.resolution,
    resolutionNote: e.resolution_note,
  };
}

/** The back office's settlement and reconciliation calls (issue 32 §6); each writes its audit row. */
export function registerSettlementCalls(
  app: FastifyInstance,
  callDeps: StaffCallDeps,
  options: {
    sandbox: boolean;
    pdfs: Pick<PdfPool, 'render'>;
    alerts: AlertSettings;
    billers: Pick<BillerNetwork, 'acknowledgementFile'>;
  },
): void {
  const deps: SettlementDeps = { db: callDeps.db, audit: callDeps.audit };
  const { db } = deps;

  registerStaffCall(app, callDeps, c.settlementCalendar, (b) => settlementCalendar(deps, b.month));
  registerStaffCall(app, callDeps, c.settlementAddHoliday, async (b, ctx) => {
    await addHoliday(deps, actorOf(ctx), b);
    return null;
  });
  registerStaffCall(app, callDeps, c.settlementWithdrawHoliday, async (b, ctx) => {
    await withdrawHoliday(deps, actorOf(ctx), b.day);
    return null;
  });
  registerStaffCall(app, callDeps, c.settlementImportFile, (b, ctx) => importStatement(deps, actorOf(ctx), b));
  registerStaffCall(app, callDeps, c.settlementFetchSandboxFiles, async (b, ctx) => {
    if (!options.sandbox) throw new AppError(ErrorCode.Unavailable, settlementMessages.sandboxOnly);
    return fetchSandboxStatements(deps, actorOf(ctx), b.day, b.trouble);
  });
  registerStaffCall(app, callDeps, c.settlementFetchBillerFiles, async (b, ctx) => ({
    files: await fetchBillerStatements(deps, options.billers, actorOf(ctx), b.day),
  }));
  registerStaffCall(app, callDeps, c.reconciliationMatchDay, (b, ctx) => matchDay(deps, actorOf(ctx), b.day));
  registerStaffCall(app, callDeps, c.reconciliationDay, async (b) => {
    const [row, files, billers, exceptions] = await Promise.all([
      dayRepository.get(db, b.day),
      statementRepository.currentFiles(db, b.day),
      settlementRepository.dayBillers(db, b.day),
      exceptionRepository.list(db, { day: b.day }),
    ]);
    return {
      day: b.day,
      status: row?.status ?? null,
      sandboxStatements: options.sandbox,
      files: files.map((f) => ({
        source: f.source,
        billerId: f.biller_id,
        lines: f.line_count,
        totalBaisa: Number(f.total_baisa),
        importedAt: new Date(f.imported_at).toISOString(),
      })),
      billers: billers.map((x) => ({
        billerId: x.biller_id,
        ledgerLines: x.ledger_lines,
        ledgerBaisa: Number(x.ledger_baisa),
        matchedLines: x.matched_lines,
        matchedBaisa: Number(x.matched_baisa),
      })),
      exceptions: exceptions.map((e) => exceptionView(e)),
    };
  });
  registerStaffCall(app, callDeps, c.reconciliationExceptions, async (b) => ({
    exceptions: (await exceptionRepository.list(db, b)).map((e) => exceptionView(e)),
  }));
  registerStaffCall(app, callDeps, c.reconciliationResolve, async (b, ctx) => {
    await resolveException(deps, actorOf(ctx), b);
    return null;
  });
  // A write-off and a sign-off are approvals: a factor given within five minutes, as for a refund (issue 31 §1).
  registerStaffCall(app, callDeps, c.reconciliationWriteOff, async (b, ctx) => {
    await requireFreshFactor(ctx.session, deps.audit, ctx.staff, 'reconciliation.exception.write_off', ctx.ip);
    await resolveException(deps, actorOf(ctx), { exceptionId: b.exceptionId, resolution: 'written_off', note: b.note });
    return null;
  });
  registerStaffCall(app, callDeps, c.settlementCloseDay, async (b, ctx) => {
    if (b.signOff && actorMay(actorOf(ctx), 'settlement.approve')) {
      await requireFreshFactor(ctx.session, deps.audit, ctx.staff, 'settlement.day.close', ctx.ip);
    }
    await closeDay(deps, actorOf(ctx), b.day, b.signOff);
    return null;
  });
  registerStaffCall(app, callDeps, c.settlementAdjustment, async (b, ctx) => ({ id: await addAdjustment(deps, actorOf(ctx), b) }));
  registerStaffCall(app, callDeps, c.settlementReport, (b) => settlementReport(db, b.day, b.billerId));
  registerStaffCall(app, callDeps, c.settlementAlerts, () => settlementAlerts(db, options.alerts));
  registerStaffCall(app, callDeps, c.settlementMonthly, (b) => monthlyStatement(db, b.month, b.billerId));
  registerStaffCall(app, callDeps, c.settlementReportPdf, async (b) => {
    const { csv: _csv, ...doc } = await settlementReport(db, b.day, b.billerId);
    const pdf = await options.pdfs.render({ kind: 'settlement', doc, lang: b.lang });
    return { content: pdf.toString('base64'), fileName: `settlement-${b.billerId}-${b.day}-${b.lang}.pdf` };
  });
  registerStaffCall(app, callDeps, c.settlementRemittance, async (b, ctx) => {
    await recordRemittance(deps, actorOf(ctx), b);
    return null;
  });
}
