import { describe, expect, it } from 'vitest';
import { formatDocDate, formatMuscatDateTime } from '../../src/modules/invoices/pdf-text.ts';

describe('document dates', () => {
  it('shows date-times in Muscat time (UTC+4) as DD-MM-YYYY HH:mm', () => {
    expect(formatMuscatDateTime('2026-03-15T10:05:00.000Z')).toBe('15-03-2026 14:05');
    expect(formatMuscatDateTime('2026-12-31T20:00:00Z')).toBe('01-01-2027 00:00');
    expect(formatMuscatDateTime('not a date')).toBe('not a date');
  });

  it('keeps calendar dates as they are and turns date-times into Muscat dates', () => {
    expect(formatDocDate('2026-03-01')).toBe('01-03-2026');
    expect(formatDocDate('2026-03-01T21:30:00Z')).toBe('02-03-2026');
  });
});
