import { describe, expect, test } from 'vitest';
import { amountFormat, checkAmount, cleanAmountText } from './amount-rules';

describe('amount rules (spec 02 §5)', () => {
  test('typed text is made Latin and stripped: Arabic-Indic digits, the Arabic decimal mark, a comma', () => {
    expect(cleanAmountText('١٢٫٥٠٠')).toBe('12.500');
    expect(cleanAmountText('OMR 1,5')).toBe('1.5');
  });

  test('required, up to 5 digits and the allowed decimals, more than zero', () => {
    const three = { decimals: 3 };
    expect(checkAmount('  ', three)).toBe('required');
    expect(checkAmount('123456', three)).toBe('format');
    expect(checkAmount('1.2345', three)).toBe('format');
    expect(checkAmount('0.000', three)).toBe('moreThanZero');
    expect(checkAmount('99999.999', three)).toBeNull();
    expect(checkAmount('5.5', { decimals: 0 })).toBe('format');
    expect(checkAmount('5', { decimals: 0 })).toBeNull();
  });

  test('the range applies only when both ends are set', () => {
    expect(checkAmount('0.500', { decimals: 3, minBaisa: 1000, maxBaisa: 5000 })).toBe('notInRange');
    expect(checkAmount('5.001', { decimals: 3, minBaisa: 1000, maxBaisa: 5000 })).toBe('notInRange');
    expect(checkAmount('5.000', { decimals: 3, minBaisa: 1000, maxBaisa: 5000 })).toBeNull();
    expect(checkAmount('0.500', { decimals: 3, minBaisa: 1000, maxBaisa: 0 })).toBeNull();
  });

  test('the format shown in the message', () => {
    expect(amountFormat(3)).toBe('00000.000');
    expect(amountFormat(0)).toBe('00000');
  });
});
