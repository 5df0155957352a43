// @vitest-environment happy-dom
import { act, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from './language-store';
import type { TFunction } from './translate';
import { useTranslation } from './use-translation';

beforeAll(async () => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  // The page starts in English once its strings are here (main.tsx).
  await i18n.changeLanguage('en');
});

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
    const container = document.createElement('div');
    const root = createRoot(container);
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
