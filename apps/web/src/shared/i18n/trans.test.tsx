import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { i18n } from './language-store';
import { Trans, withComponents } from './trans';

const link = <button type="button" />;
const draw = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

// The page starts in English once its strings are here (main.tsx).
beforeAll(async () => {
  await i18n.changeLanguage('en');
});

// The expected markup is what react-i18next's Trans drew for the same string.
describe('Trans', () => {
  afterEach(() => i18n.changeLanguage('en'));

  test('a named tag becomes its component, in each language where its sentence puts it', async () => {
    expect(draw(<Trans i18nKey="terms.accept" components={{ terms: link }} />)).toBe(
      'I have read and accept the <button type="button">terms and conditions</button>',
    );
    await i18n.changeLanguage('ar');
    expect(draw(<Trans i18nKey="terms.accept" components={{ terms: link }} />)).toBe(
      'قرأت <button type="button">الشروط والأحكام</button> وأوافق عليها',
    );
  });

  test('the tag’s content replaces the component’s own children', () => {
    const anchor = <a href="#terms">inner</a>;
    expect(draw(<Trans i18nKey="terms.accept" components={{ terms: anchor }} />)).toBe(
      'I have read and accept the <a href="#terms">terms and conditions</a>',
    );
  });

  test('numbered tags take the components of an array; tags nest', () => {
    expect(draw(withComponents('a <0>b</0> c <1>d <0>e</0></1>', [<b />, <i />]))).toBe('a <b>b</b> c <i>d <b>e</b></i>');
  });

  test('a tag without a component keeps its content; a self-closing one draws its component', () => {
    expect(draw(withComponents('x <em>y</em> <br/>z', { br: <br /> }))).toBe('x y <br/>z');
    expect(draw(withComponents('no tags', {}))).toBe('no tags');
  });
});
