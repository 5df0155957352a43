import { describe, expect, it } from 'vitest';
import { namedReceipt, receiptFragment } from './receipt-url';

/** Issue 30: a receipt's address keeps its payment id where the browser never sends it, the fragment. */
describe('the receipt named in an address', () => {
  const id = 'Vx_3-q9zK0LmNoPqRsTuVwXyZ0123456789abcdefgh';

  it('is written in the fragment, never in the query', () => {
    expect(receiptFragment(id)).toBe(`#receipt=${id}`);
    expect(receiptFragment('a+b/c')).toBe('#receipt=a%2Bb%2Fc');
  });

  it('is read back from the fragment, and from the query of an older link', () => {
    expect(namedReceipt({ hash: receiptFragment('a+b/c'), search: '' })).toBe('a+b/c');
    expect(namedReceipt({ hash: '', search: `?lang=ar&receipt=${id}` })).toBe(id);
    expect(namedReceipt({ hash: `#receipt=${id}`, search: '?receipt=older' })).toBe(id);
    expect(namedReceipt({ hash: '', search: '?lang=ar' })).toBeNull();
  });
});
