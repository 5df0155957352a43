import { COMPLAINT_TYPE_TEXT, COMPLAINT_TYPES, omanDay, type ComplaintType } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';
import { holidayRepository, shiftDay } from '../settlement/index.ts';
import { addBusinessDays, businessDaysBetween } from './complaint-clock.ts';
import { complaintRepository, type ReportRow } from './complaint-repository.ts';

const periodOf = (day: string, period: 'month' | 'quarter') =>
  period === 'month' ? day.slice(0, 7) : `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;

const tally = (keys: string[]) => {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m].map(([key, n]) => ({ key, n })).sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));
};

/** Complaints raised in [from, to] months (Oman time), grouped by month or quarter (issue 33 §5). */
export async function complaintReport(q: Queryable, b: { from: string; to: string; period: 'month' | 'quarter' }) {
  const start = `${b.from}-01`;
  const end = `${shiftDay(`${b.to}-28`, 5).slice(0, 7)}-01`;
  const rows = await complaintRepository.reportRows(q, start, end);
  const holidays = await holidayRepository.set(q);
  const groups = new Map<string, ReportRow[]>();
  for (const r of rows) {
    const p = periodOf(omanDay(new Date(r.raised_at)), b.period);
    groups.set(p, [...(groups.get(p) ?? []), r]);
  }
  const periods = [...groups.keys()].sort().map((period) => {
    const rs = groups.get(period)!;
    const closed = rs.filter((r) => r.closed_at);
    const late = (r: ReportRow) =>
      omanDay(new Date(r.closed_at!)) > addBusinessDays(omanDay(new Date(r.raised_at)), Number(r.limit_days), holidays);
    const days = closed.map((r) => businessDaysBetween(omanDay(new Date(r.raised_at)), omanDay(new Date(r.closed_at!)), holidays));
    const count = (key: (r: ReportRow) => string) =>
      [...new Set(rs.map(key))].sort().map((k) => {
        const of = rs.filter((r) => key(r) === k);
        const done = of.filter((r) => r.closed_at);
        return {
          key: k,
          received: of.length,
          resolved: done.length,
          resolvedLate: done.filter(late).length,
          open: of.length - done.length,
        };
      });
    return {
      period,
      received: rs.length,
      resolvedWithinLimit: closed.filter((r) => !late(r)).length,
      resolvedLate: closed.filter(late).length,
      rejected: rs.filter((r) => r.status === 'rejected').length,
      open: rs.length - closed.length,
      meanBusinessDaysToClose: days.length ? Math.round((days.reduce((s, d) => s + d, 0) / days.length) * 10) / 10 : null,
      byType: count((r) => r.type),
      byBiller: count((r) => r.biller_name),
      byDisposition: tally(closed.map((r) => r.disposition ?? 'none')),
    };
  });
  return { periods };
}

const HEAD = {
  en: ['Quarter', 'Complaint type', 'Received', 'Resolved within limit', 'Resolved late', 'Open'],
  ar: ['الربع', 'نوع الشكوى', 'المستلمة', 'المحلولة ضمن المهلة', 'المحلولة بعد المهلة', 'المفتوحة'],
};
const TOTAL = { en: 'Total', ar: 'الإجمالي' };

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The regulator's quarterly layout: one row per type and a total, in the chosen language; UTF-8 with a BOM for spreadsheets. */
export async function regulatorCsv(q: Queryable, quarter: string, lang: 'en' | 'ar'): Promise<string> {
  const year = quarter.slice(0, 4);
  const first = (Number(quarter.slice(6)) - 1) * 3 + 1;
  const month = (m: number) => `${year}-${String(m).padStart(2, '0')}`;
  const report = await complaintReport(q, { from: month(first), to: month(first + 2), period: 'quarter' });
  const p = report.periods[0];
  const of = (t: ComplaintType) => p?.byType.find((x) => x.key === t);
  const lines = [HEAD[lang]];
  for (const t of COMPLAINT_TYPES) {
    const c = of(t);
    const late = c?.resolvedLate ?? 0;
    lines.push([
      quarter,
      COMPLAINT_TYPE_TEXT[t][lang],
      String(c?.received ?? 0),
      String((c?.resolved ?? 0) - late),
      String(late),
      String(c?.open ?? 0),
    ]);
  }
  lines.push([
    quarter,
    TOTAL[lang],
    String(p?.received ?? 0),
    String(p?.resolvedWithinLimit ?? 0),
    String(p?.resolvedLate ?? 0),
    String(p?.open ?? 0),
  ]);
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}
