import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { loginSchema, type LoginValues } from './login-schema';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<LoginValues>;
const samples: LoginValues[] = [
  { type: 'individual', userName: '', password: '', terms: false },
  { type: 'individual', userName: '9123456', password: '', terms: true },
  { type: 'individual', userName: '٩١٢٣٤٥٦٧', password: '', terms: true },
  { type: 'company', userName: 'acme', password: 'short', terms: true },
  { type: 'company', userName: 'acme_co', password: 'Passw0rd!x', terms: true },
];

describe('a form resolver loaded on first use (decision 032)', () => {
  it('loads nothing until the first validation, then once', async () => {
    const load = vi.fn(async () => zodResolver(loginSchema));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver(samples[0]!, undefined, options);
    await resolver(samples[1]!, undefined, options);
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers what the rules answer directly', async () => {
    const direct = zodResolver(loginSchema);
    const resolver = lazyResolver(async () => zodResolver(loginSchema));
    for (const values of samples) {
      const answer = await resolver(values, undefined, options);
      expect(answer).toEqual(await direct(values, undefined, options));
    }
    expect(Object.keys((await resolver(samples[0]!, undefined, options)).errors)).toContain('userName');
  });

  it('tries the load again after it failed, as after a lost connection', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(zodResolver(loginSchema));
    const resolver = lazyResolver<LoginValues>(load);
    await expect(resolver(samples[0]!, undefined, options)).rejects.toThrow('offline');
    expect((await resolver(samples[0]!, undefined, options)).errors).toHaveProperty('userName');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
