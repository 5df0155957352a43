import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { staffCallDeps } from '../back-office/index.ts';
import { PdfPool } from '../invoices/index.ts';
import { settlementAlerts } from './settlement-alerts.ts';
import { registerSettlementCalls } from './settlement-routes.ts';

/** Settlement and reconciliation (issue 32): the back office's finance half, behind the same staff calls. */
export function registerSettlement(app: FastifyInstance, deps: Deps): void {
  const { config } = deps;
  // Its own worker, started on the first report: finance's PDFs do not queue behind customers' receipts.
  const pdfs = new PdfPool({ size: 1, queueLimit: config.PDF_QUEUE_LIMIT });
  app.addHook('onClose', () => pdfs.close());
  const alerts = {
    unmatchedBaisa: config.SETTLEMENT_UNMATCHED_ALERT_BAISA,
    fileDueHour: config.SETTLEMENT_FILE_DUE_HOUR,
    closeWithinDays: config.SETTLEMENT_CLOSE_WITHIN_DAYS,
  };
  registerSettlementCalls(app, staffCallDeps(deps), {
    sandbox: !config.isProduction && (config.BILLER_NETWORK !== 'http' || config.SANDBOX_STATEMENTS === true),
    pdfs,
    alerts,
    billers: deps.billers,
  });
  deps.metrics.gauge({
    name: 'portal_settlement_alert',
    help: 'Settlement alerts (issue 32): unmatched_baisa (open exceptions), unmatched_over_threshold (0/1), gateway_file_late (0/1), days_not_closed',
    labelNames: ['alert'] as const,
    async collect(gauge) {
      const a = await settlementAlerts(deps.db, alerts);
      gauge.set({ alert: 'unmatched_baisa' }, a.unmatchedBaisa);
      gauge.set({ alert: 'unmatched_over_threshold' }, a.unmatchedOverThreshold ? 1 : 0);
      gauge.set({ alert: 'gateway_file_late' }, a.gatewayFileLate ? 1 : 0);
      gauge.set({ alert: 'days_not_closed' }, a.daysNotClosed.length);
    },
  });
}

// The banking calendar, for other modules that count Oman business days (complaints, issue 33).
export { isBankingDay, shiftDay, type Holidays } from './business-days.ts';
export { holidayRepository } from './holiday-repository.ts';
