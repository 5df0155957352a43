import { describe, expect, test } from 'vitest';
import {
  ageOn,
  birthDateFor,
  omanClock,
  omanDate,
  omanDateInWords,
  omanDateTime,
  omanDay,
  omanDayStart,
  omanMidday,
  omanMidnight,
  omanWallClock,
  shownDay,
} from '@portal/contract';
import { afterQuietHours } from '../../src/modules/notifications/quiet-hours.ts';

describe('Oman time, one module for both apps', () => {
  test("the day, date and clock are Oman's (UTC+4) whatever the zone of the instant", () => {
    const lateUtc = new Date('2026-11-23T21:30:00Z'); // 01:30 on the 24th in Muscat
    expect(omanDay(lateUtc)).toBe('2026-11-24');
    expect(omanDay(lateUtc, -1)).toBe('2026-11-23');
    expect(omanDate(lateUtc)).toBe('24-11-2026');
    expect(omanClock('2026-11-23T21:30:00Z')).toBe('01:30');
    expect(omanDateTime('2026-11-24T14:40:00+04:00')).toBe('24-11-2026 14:40');
    expect(shownDay('2026-12-05')).toBe('05-12-2026');
  });

  test('an eighteenth birthday in Oman counts from 00:00 Muscat, not from 04:00 (the UTC day)', () => {
    const justAfterMidnight = new Date('2026-11-23T20:30:00Z'); // 00:30 on 24 November in Muscat
    const born = birthDateFor(18, justAfterMidnight);
    expect(born).toBe('2008-11-24');
    expect(ageOn(born, justAfterMidnight)).toBe(18);
    expect(ageOn('2008-11-25', justAfterMidnight)).toBe(17);
  });

  test("Oman's wall clock, midnights and day starts (the history's ranges, the daily SMS cap, card expiry)", () => {
    const lateUtc = new Date('2026-12-31T21:30:00Z'); // 01:30 on 1 January 2027 in Muscat
    expect(omanWallClock(lateUtc)).toEqual({ year: 2027, month: 1, day: 1, hour: 1 });
    expect(omanMidnight(2027, 1, 1)?.toISOString()).toBe('2026-12-31T20:00:00.000Z');
    expect(omanMidnight(2026, 2, 31)).toBeUndefined();
    expect(omanDayStart(lateUtc).toISOString()).toBe('2026-12-31T20:00:00.000Z');
    expect(omanDayStart(new Date('2026-12-31T19:59:59Z')).toISOString()).toBe('2026-12-30T20:00:00.000Z');
    expect(omanMidday('2026-12-05').toISOString()).toBe('2026-12-05T08:00:00.000Z');
  });

  test('quiet hours end at 07:00 in Muscat, today before dawn and tomorrow after 22:00', () => {
    const afternoon = new Date('2026-11-24T10:00:00Z'); // 14:00 Muscat
    expect(afterQuietHours(afternoon)).toBe(afternoon);
    expect(afterQuietHours(new Date('2026-11-23T22:00:00Z')).toISOString()).toBe('2026-11-24T03:00:00.000Z'); // 02:00 → 07:00
    expect(afterQuietHours(new Date('2026-11-24T18:30:00Z')).toISOString()).toBe('2026-11-25T03:00:00.000Z'); // 22:30 → 07:00 next day
  });

  test('messages spell the date out in Oman, with Latin digits in Arabic too', () => {
    expect(omanDateInWords('2026-11-24T20:30:00Z', 'en')).toBe('25 Nov 2026');
    expect(omanDateInWords('2026-11-24T14:40:00Z', 'en', { time: true })).toBe('24 Nov 2026, 18:40');
    expect(omanDateInWords('2026-11-24T14:40:00Z', 'ar')).toMatch(/^24\D+11\D+2026$/);
  });
});
