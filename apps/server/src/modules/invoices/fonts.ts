import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { woffToTtf } from './woff-to-ttf.ts';

/**
 * Fonts for the PDF documents, shipped by an npm package (no network at run time): Vazirmatn, whose
 * Latin and Arabic halves are designed to match. Fontsource splits it by script into WOFF files,
 * which react-pdf's fontkit reads directly; a style's fontFamily is a fallback list, so each
 * character is drawn by the first family that has a glyph for it (digits stay Latin).
 *
 * Why not Noto Sans/Naskh Arabic: they build letters from a shared dotless skeleton plus dot marks,
 * and a PDF maps each glyph to one Unicode text, so copied text comes out with wrong letters
 * (بوابة → وابة, الفواتير → الفوايير). Vazirmatn has one glyph per letter form, so copying works.
 */
export const LATIN_FAMILY = 'PortalLatin';
export const ARABIC_FAMILY = 'PortalArabic';
export const LATIN_EXT_FAMILY = 'PortalLatinExt';
/** Use as `fontFamily` in every text style: Latin first (digits stay Latin), then Arabic, then accented Latin. */
export const FONT_STACK = [LATIN_FAMILY, ARABIC_FAMILY, LATIN_EXT_FAMILY];
/**
 * For Arabic words: the Arabic file has the same space glyph and metrics as the Latin one, so a
 * phrase stays one run of one font instead of a run per word and per space (each shaped and drawn
 * on its own: a third of an Arabic receipt's runs). It has no digits or Latin punctuation, which
 * still come from the Latin file.
 */
export const ARABIC_FIRST = [ARABIC_FAMILY, LATIN_FAMILY, LATIN_EXT_FAMILY];

const require = createRequire(import.meta.url);
/** The packaged WOFF, unpacked to TrueType and handed over as a data URL (see woff-to-ttf.ts). */
const file = (name: string): string => {
  const woff = readFileSync(require.resolve(`@fontsource/vazirmatn/files/${name}`));
  const postscriptName = name.replace(/\.woff$/, ''); // e.g. vazirmatn-arabic-700-normal
  return `data:font/ttf;base64,${woffToTtf(woff, postscriptName).toString('base64')}`;
};

let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: LATIN_FAMILY,
    fonts: [
      { src: file('vazirmatn-latin-400-normal.woff'), fontWeight: 400 },
      { src: file('vazirmatn-latin-700-normal.woff'), fontWeight: 700 },
    ],
  });
  Font.register({
    family: ARABIC_FAMILY,
    fonts: [
      { src: file('vazirmatn-arabic-400-normal.woff'), fontWeight: 400 },
      { src: file('vazirmatn-arabic-700-normal.woff'), fontWeight: 700 },
    ],
  });
  Font.register({
    family: LATIN_EXT_FAMILY,
    fonts: [
      { src: file('vazirmatn-latin-ext-400-normal.woff'), fontWeight: 400 },
      { src: file('vazirmatn-latin-ext-700-normal.woff'), fontWeight: 700 },
    ],
  });
  // Never split words: hyphenating Arabic (or reference numbers) breaks them.
  Font.registerHyphenationCallback((word) => [word]);
}
