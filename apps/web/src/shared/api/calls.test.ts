import { calls as contractCalls } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { calls, loadSchemas } from './calls';

describe('calls by name (decision 032)', () => {
  it('names every call of the contract, and each name leads to that call in the loaded schemas', async () => {
    const { calls: loaded } = await loadSchemas();
    const names = Object.keys(contractCalls) as (keyof typeof contractCalls)[];
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      const ref = calls[name];
      expect(ref.name).toBe(name);
      expect(loaded[ref.name as keyof typeof loaded].path).toBe(contractCalls[name].path);
    }
  });

  it('gives the same frozen reference for a name every time, so it can key a cache', () => {
    expect(calls.login).toBe(calls.login);
    expect(Object.isFrozen(calls.login)).toBe(true);
    expect(calls.login).not.toBe(calls.logout);
  });

  it('loads the schemas once', () => {
    expect(loadSchemas()).toBe(loadSchemas());
  });
});
