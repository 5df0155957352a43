/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Font, G, Path, Svg } from '@react-pdf/renderer';
import type { PdfLang } from './document-types.ts';
import { ARABIC_FAMILY, LATIN_FAMILY } from './fonts.ts';
import { palette } from './pdf-styles.ts';
import { pdfText } from './pdf-text.ts';

/**
 * The watermark is the portal name drawn diagonally as outlines, not as text: text would land in
 * whatever a reader copies or extracts from the page, cut into pieces between the real lines.
 * The name is shaped once per language with the same fonts (fontkit, right-to-left for Arabic).
 */
interface ShapedRun {
  glyphs: Array<{ path: { translate(x: number, y: number): { toSVG(): string } } }>;
  positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
}
interface ShapingFont {
  unitsPerEm: number;
  capHeight: number;
  layout(text: string, features?: string[], script?: string, language?: string, direction?: 'ltr' | 'rtl'): ShapedRun;
}

interface Outline {
  d: string;
  width: number;
  height: number;
}

const cache = new Map<PdfLang, Outline>();

/** Loads the font and shapes the portal name; call (and await) before rendering a watermark. */
export async function prepareWatermark(lang: PdfLang): Promise<void> {
  if (cache.has(lang)) return;
  const descriptor = { fontFamily: lang === 'ar' ? ARABIC_FAMILY : LATIN_FAMILY, fontWeight: 700 as const };
  await Font.load(descriptor);
  const font = Font.getFont(descriptor).data as unknown as ShapingFont;
  const run = lang === 'ar' ? font.layout(pdfText(lang).portal, undefined, 'arab', undefined, 'rtl') : font.layout(pdfText(lang).portal);
  let x = 0;
  const parts = run.glyphs.map((glyph, i) => {
    const p = run.positions[i] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
    const svg = glyph.path.translate(x + p.xOffset, p.yOffset).toSVG();
    x += p.xAdvance;
    return svg;
  });
  cache.set(lang, { d: parts.join(''), width: x, height: font.capHeight });
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const TARGET_WIDTH = 430;

/** The prepared outline, centred on an A4 page and turned 35° (font units, y up, flipped to the page). */
export function Watermark({ lang }: { lang: PdfLang }) {
  const outline = cache.get(lang);
  if (!outline) return null;
  const scale = TARGET_WIDTH / outline.width;
  const transform = [
    `translate(${PAGE.width / 2} ${PAGE.height / 2})`,
    'rotate(-35)',
    `scale(${scale} ${-scale})`,
    `translate(${-outline.width / 2} ${-outline.height / 2})`,
  ].join(' ');
  return (
    <Svg
      fixed
      viewBox={`0 0 ${PAGE.width} ${PAGE.height}`}
      style={{ position: 'absolute', top: 0, left: 0, width: PAGE.width, height: PAGE.height }}
    >
      <G transform={transform}>
        <Path d={outline.d} fill={palette.brand} fillOpacity={0.07} />
      </G>
    </Svg>
  );
}
