import { formatOmrPlain } from '@portal/contract';
import type { SettlementMonthlyDetailsSchema } from '@portal/contract/back-office';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db.ts';
import { isBankingDay, shiftDay } from './business-days.ts';
import { dayRepository } from './day-repository.ts';
import { holidayRepository } from './holiday-repository.ts';
import { settlementReport } from './settlement-report.ts';

const MONEY = ['grossBaisa', 'reversalsBaisa', 'refundsBaisa', 'feesBaisa', 'netToRemitBaisa'] as const;
const HEADER = [
  ['day', 'اليوم'],
  ['status', 'الحالة'],
  ['gross_omr', 'إجمالي المحصل'],
  ['reversals_omr', 'العكوسات'],
  ['refunds_omr', 'المبالغ المستردة'],
  ['fees_omr', 'الرسوم'],
  ['net_to_remit_omr', 'الصافي المستحق للتحويل'],
  ['remittance_reference', 'مرجع التحويل'],
];

type MonthDay = z.infer<typeof SettlementMonthlyDetailsSchema>['days'][number];

/** A biller's monthly statement (issue 32 §5): each banking day's settlement and the month's totals. */
export async function monthlyStatement(q: Queryable, month: string, billerId: number) {
  const holidays = await holidayRepository.set(q);
  const last = shiftDay(`${shiftDay(`${month}-01`, 32).slice(0, 7)}-01`, -1);
  const statuses = new Map((await dayRepository.between(q, `${month}-01`, last)).map((d) => [d.business_day, d.status]));
  const days: MonthDay[] = [];
  for (let d = `${month}-01`; d <= last; d = shiftDay(d, 1)) {
    if (!isBankingDay(d, holidays)) continue;
    const r = await settlementReport(q, d, billerId);
    const { grossBaisa, reversalsBaisa, refundsBaisa, feesBaisa, netToRemitBaisa, remittanceReference } = r;
    days.push({
      day: d,
      status: statuses.get(d) ?? null,
      remittanceReference,
      grossBaisa,
      reversalsBaisa,
      refundsBaisa,
      feesBaisa,
      netToRemitBaisa,
    });
  }
  const sum = (k: (typeof MONEY)[number]) => days.reduce((s, d) => s + d[k], 0);
  const totals = {
    grossBaisa: sum('grossBaisa'),
    reversalsBaisa: sum('reversalsBaisa'),
    refundsBaisa: sum('refundsBaisa'),
    feesBaisa: sum('feesBaisa'),
    netToRemitBaisa: sum('netToRemitBaisa'),
  };
  const rows = [
    HEADER.map(([en, ar]) => `${en} / ${ar}`),
    ...days.map((d) => [d.day, d.status ?? '', ...MONEY.map((k) => formatOmrPlain(d[k])), d.remittanceReference ?? '']),
    ['total / المجموع', '', ...MONEY.map((k) => formatOmrPlain(totals[k])), ''],
  ];
  const csv = `\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
  return { billerId, month, days, totals, csv };
}
