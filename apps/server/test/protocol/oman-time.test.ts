import { describe, expect, test } from 'vitest';
import { ageOn, birthDateFor, omanClock, omanDate, omanDateTime, omanDay, shownDay } from '@portal/contract';

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
});
