import { describe, expect, test } from 'vitest';
import { vaultFrom } from '../../src/platform/vault.ts';

describe('vault', () => {
  const vault = vaultFrom('a-pepper-of-sixteen-or-more');

  test('seals a text that only the same secret opens, differently each time', () => {
    const a = vault.seal('PSN-1234-5678-9012');
    const b = vault.seal('PSN-1234-5678-9012');
    expect(a).not.toBe(b);
    expect(a).not.toContain('1234');
    expect([vault.open(a), vault.open(b)]).toEqual(['PSN-1234-5678-9012', 'PSN-1234-5678-9012']);
    expect(() => vaultFrom('another-pepper-entirely').open(a)).toThrow();
  });

  test('a sealed value changed at rest is refused, not misread', () => {
    const sealed = vault.seal('CODE-ONE');
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => vault.open(sealed.slice(0, -1) + last)).toThrow();
  });

  test('a value stored before sealing is read as it is', () => {
    expect(vault.open('LEGACY-CODE')).toBe('LEGACY-CODE');
  });
});
