import { describe, expect, test } from 'vitest';
import { defaultFilters, periodRange, REFERENCE_CHARS, toPaymentInfo } from './history-filters-model';
import { yearBefore } from './oman-calendar';

// 01:30 on 1 March 2028 in Muscat, still 29 February in UTC.
const now = new Date('2028-02-29T21:30:00Z');

describe('history filters (spec 01 §9), in Oman days', () => {
  test('by default one year back to tomorrow, counted on the calendar in Oman', () => {
    expect(defaultFilters(now)).toMatchObject({ mode: 'Custom', fromDate: '2027-03-01', toDate: '2028-03-02' });
    expect(yearBefore('2028-02-29')).toBe('2027-03-01');
  });

  test('Today, This week (six days back) and This month (from the 1st)', () => {
    expect(periodRange('Today', now)).toEqual({ fromDate: '2028-03-01', toDate: '2028-03-01' });
    expect(periodRange('ThisWeek', now)).toEqual({ fromDate: '2028-02-24', toDate: '2028-03-01' });
    expect(periodRange('ThisMonth', now)).toEqual({ fromDate: '2028-03-01', toDate: '2028-03-01' });
  });

  test('the request: LastN sends the count and no dates; Custom sends dates; blanks are null', () => {
    const base = { ...defaultFilters(now), billNo: '  ', billingNo: ' 100234567 ', categoryId: '2', status: 'Failed' };
    expect(toPaymentInfo({ ...base, mode: 'LastN', count: '10' })).toMatchObject({
      transactionNumber: '10',
      fromDate: null,
      toDate: null,
      period: null,
      categoryID: 2,
      billerID: null,
      status: 'Failed',
      billNo: null,
      billingNo: '100234567',
    });
    expect(toPaymentInfo({ ...base, period: 'Today' })).toMatchObject({ transactionNumber: null, fromDate: '2027-03-01', period: 'Today' });
  });

  test('references take letters, digits and - _ / . only', () => {
    expect(REFERENCE_CHARS.test('AB-12/3_4.5')).toBe(true);
    expect(REFERENCE_CHARS.test('12 34')).toBe(false);
  });
});
