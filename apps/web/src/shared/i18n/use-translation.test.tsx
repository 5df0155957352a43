import { useMemo, useState } from 'react';
import { act } from 'preact/test-utils';
import type * as ReactDomClient from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from './language-store';
import type { TFunction } from './translate';
import { useTranslation } from './use-translation';

/**
 * Just enough of a DOM for Preact to draw and redraw a few elements in Node: the project has no jsdom,
 * and what is tested is the rendering, not the browser's.
 */
class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  nodeValue: string | null = null;
  ownerDocument: FakeNode | null = null;
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
  ) {}
  get tagName() {
    return this.nodeName;
  }
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  // Preact writes a text node's `data`.
  get data() {
    return this.nodeValue;
  }
  set data(text: string | null) {
    this.nodeValue = text;
  }
  get textContent(): string {
    return this.nodeType === 3 ? (this.nodeValue ?? '') : this.childNodes.map((child) => child.textContent).join('');
  }
  set textContent(text: string) {
    this.childNodes.splice(0).forEach((child) => (child.parentNode = null));
    if (text) this.appendChild(fakeDocument.createTextNode(text));
  }
  appendChild(child: FakeNode) {
    return this.insertBefore(child, null);
  }
  insertBefore(child: FakeNode, before: FakeNode | null) {
    child.parentNode?.removeChild(child);
    this.childNodes.splice(before ? this.childNodes.indexOf(before) : this.childNodes.length, 0, child);
    child.parentNode = this;
    return child;
  }
  removeChild(child: FakeNode) {
    this.childNodes.splice(this.childNodes.indexOf(child), 1);
    child.parentNode = null;
    return child;
  }
  remove() {
    this.parentNode?.removeChild(this);
  }
  setAttribute() {}
  removeAttribute() {}
  addEventListener() {}
  removeEventListener() {}
}
const fakeDocument = Object.assign(new FakeNode(9, '#document'), {
  createElement: (tag: string) => Object.assign(new FakeNode(1, tag.toUpperCase()), { ownerDocument: fakeDocument, style: {} }),
  createElementNS: (_namespace: string, tag: string) => fakeDocument.createElement(tag),
  createTextNode: (text: string) => Object.assign(new FakeNode(3, '#text'), { ownerDocument: fakeDocument, nodeValue: text }),
});

// The renderer may read navigator as it loads, so it is loaded once the globals are in place.
let client: typeof ReactDomClient;
beforeAll(async () => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('navigator', { userAgent: 'node' });
  vi.stubGlobal('HTMLIFrameElement', class {});
  client = await import('react-dom/client');
});
afterAll(() => vi.unstubAllGlobals());

describe('useTranslation', () => {
  afterEach(() => i18n.changeLanguage('en'));

  test('a language switch draws every component using it again, and memos over t recompute', async () => {
    const seen: TFunction[] = [];
    let redraw = () => {};
    function Title() {
      const { t, i18n: instance } = useTranslation();
      const [, setTick] = useState(0);
      redraw = () => setTick((tick) => tick + 1);
      const memo = useMemo(() => t('app.main'), [t]);
      seen.push(t);
      return (
        <p>
          {instance.language}|{t('app.name')}|{memo}
        </p>
      );
    }
    const container = fakeDocument.createElement('div');
    const root = client.createRoot(container as unknown as Element);
    await act(() => root.render(<Title />));
    expect(container.textContent).toBe('en|Bill Payment Portal|Main content');

    await act(redraw);
    expect(seen.at(-1)).toBe(seen[0]);

    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(container.textContent).toBe('ar|بوابة دفع الفواتير|المحتوى الرئيسي');
    expect(seen.at(-1)).not.toBe(seen[0]);

    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(container.textContent).toBe('en|Bill Payment Portal|Main content');
    await act(() => root.unmount());
  });

  test('i18n.t follows the language outside React; changeLanguage resolves to its t', async () => {
    expect(i18n.t('app.name')).toBe('Bill Payment Portal');
    const t = await i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    const { t: unbound } = i18n;
    expect([t('app.name'), unbound('app.name'), unbound('app.name', { lng: 'en' })]).toEqual([
      'بوابة دفع الفواتير',
      'بوابة دفع الفواتير',
      'Bill Payment Portal',
    ]);
  });
});
