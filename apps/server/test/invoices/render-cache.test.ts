import { describe, expect, it } from 'vitest';
import { RenderCache } from '../../src/modules/invoices/render-cache.ts';

/** A render that counts its calls and answers when told to. */
function renderer() {
  let calls = 0;
  const release: Array<() => void> = [];
  return {
    get calls() {
      return calls;
    },
    render: (text: string) => () => {
      calls++;
      return new Promise<Buffer>((resolve) => release.push(() => resolve(Buffer.from(text))));
    },
    finish: () => release.splice(0).forEach((go) => go()),
  };
}

const now = (text: string) => () => Promise.resolve(Buffer.from(text));

describe('RenderCache', () => {
  it('renders identical requests that arrive together once', async () => {
    const cache = new RenderCache(10);
    const r = renderer();
    const both = Promise.all([cache.get('k', 'v1', r.render('a')), cache.get('k', 'v1', r.render('b'))]);
    r.finish();
    expect((await both).map(String)).toEqual(['a', 'a']);
    expect(r.calls).toBe(1);
  });

  it('renders again when the data behind a key changed', async () => {
    const cache = new RenderCache(10);
    await cache.get('k', 'v1', now('old'));
    expect(String(await cache.get('k', 'v1', now('unused')))).toBe('old');
    expect(String(await cache.get('k', 'v2', now('new')))).toBe('new');
  });

  it('keeps the most recently used entries and forgets failures', async () => {
    const cache = new RenderCache(2);
    await cache.get('a', 'v', now('a'));
    await cache.get('b', 'v', now('b'));
    await cache.get('a', 'v', now('unused')); // a is now the most recent
    await cache.get('c', 'v', now('c')); // evicts b
    expect(String(await cache.get('a', 'v', now('again')))).toBe('a');
    expect(String(await cache.get('b', 'v', now('b2')))).toBe('b2');

    await expect(cache.get('x', 'v', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(String(await cache.get('x', 'v', now('x')))).toBe('x');
  });
});
