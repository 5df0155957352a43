import { describe, expect, it } from 'vitest';
import {
  isBankingDay,
  nextBankingDay,
  previousBankingDay,
  settlementDayAt,
  settlementDayOf,
  settlementWindow,
} from '../../src/modules/settlement/business-days.ts';

const none = new Set<string>();

describe('Oman banking days', () => {
  it('Friday and Saturday are not banking days; their payments settle with Sunday', () => {
    expect(isBankingDay('2024-03-08', none)).toBe(false); // Friday
    expect(isBankingDay('2024-03-09', none)).toBe(false); // Saturday
    expect(isBankingDay('2024-03-10', none)).toBe(true); // Sunday
    expect(settlementDayOf('2024-03-08', none)).toBe('2024-03-10');
    expect(settlementDayOf('2024-03-09', none)).toBe('2024-03-10');
    expect(settlementDayOf('2024-03-07', none)).toBe('2024-03-07');
    expect(settlementWindow('2024-03-10', none).calendarDays).toEqual(['2024-03-08', '2024-03-09', '2024-03-10']);
  });

  it('a day runs 00:00–24:00 in Muscat: 20:30 UTC on Thursday is already Friday there', () => {
    expect(settlementDayAt(new Date('2024-03-07T19:59:59Z'), none)).toBe('2024-03-07');
    expect(settlementDayAt(new Date('2024-03-07T20:00:00Z'), none)).toBe('2024-03-10');
    const w = settlementWindow('2024-03-10', none);
    expect(w.from.toISOString()).toBe('2024-03-07T20:00:00.000Z');
    expect(w.to.toISOString()).toBe('2024-03-10T20:00:00.000Z');
  });

  it('a public holiday is skipped like a weekend, and joins the next banking day’s window', () => {
    const eid = new Set(['2024-04-09', '2024-04-10', '2024-04-11']); // Tue–Thu, then Fri–Sat
    expect(settlementDayOf('2024-04-09', eid)).toBe('2024-04-14');
    expect(nextBankingDay('2024-04-08', eid)).toBe('2024-04-14');
    expect(previousBankingDay('2024-04-14', eid)).toBe('2024-04-08');
    expect(settlementWindow('2024-04-14', eid).calendarDays).toHaveLength(6);
    expect(() => settlementWindow('2024-04-10', eid)).toThrow(/not a banking day/);
  });
});
