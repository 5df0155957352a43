/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReactNode } from 'react';
import { Document, Page, Text, View, type Styles } from '@react-pdf/renderer';
import { formatOmrPlain } from '@portal/contract';
import type { PdfLang } from './document-types.ts';
import { useOnePage, useSurelyOnePage } from './pdf-render.tsx';
import { pdfText } from './pdf-text.ts';
import { ARABIC_FIRST } from './fonts.ts';
import { styles } from './pdf-styles.ts';
import { Watermark } from './watermark.tsx';

/**
 * Building blocks shared by the receipt and the bill. Right-to-left is done by mirroring: rows run
 * `row-reverse`, "start" means right, and Arabic text is laid out with direction rtl (react-pdf runs
 * the Unicode bidi algorithm, so the PDF holds glyphs in visual order and the text in logical order).
 * Values that are only Latin (amounts, numbers, dates) stay left-to-right wherever they sit.
 */
export type Align = 'start' | 'end';
type Style = Styles[string];

export function dirOf(lang: PdfLang) {
  const rtl = lang === 'ar';
  return {
    rtl,
    row: { flexDirection: rtl ? 'row-reverse' : 'row' } as Style,
    /** Text style for words in the document's language, aligned to `align`. */
    text: (align: Align = 'start', latin = false): Style => ({
      direction: rtl && !latin ? 'rtl' : 'ltr',
      textAlign: (align === 'start') !== rtl ? 'left' : 'right',
      ...(rtl && !latin ? { fontFamily: ARABIC_FIRST } : {}),
    }),
    items: (align: Align): Style => ({ alignItems: (align === 'start') !== rtl ? 'flex-start' : 'flex-end' }),
  };
}

interface FrameProps {
  lang: PdfLang;
  title: string;
  watermark?: boolean;
  footerNote: string;
  children: ReactNode;
}

/** A4's height in points (210 × 297 mm). */
const A4_HEIGHT = 841.89;

/** A4 page with the portal header, an optional watermark (prepareWatermark first) and a footer with page numbers. */
export function PdfFrame({ lang, title, watermark, footerNote, children }: FrameProps) {
  const t = pdfText(lang);
  const d = dirOf(lang);
  const onePage = useOnePage(); // see pdf-render.tsx
  const surelyOnePage = useSurelyOnePage();
  return (
    <Document title={`${title} | ${t.portal}`} author={t.portal} creator={t.portal} producer={t.portal} language={lang}>
      {/* Unpaginated, react-pdf sizes a page to its content (the page box has no height): at least A4 keeps it A4. */}
      <Page size="A4" style={surelyOnePage ? [styles.page, { minHeight: A4_HEIGHT }] : styles.page} wrap={!surelyOnePage}>
        {watermark ? <Watermark lang={lang} /> : null}
        <View style={[styles.header, d.row]}>
          <View style={d.items('start')}>
            <Text style={[styles.brand, d.text('start')]}>{t.portal}</Text>
            <Text style={[styles.muted, d.text('start')]}>{t.country}</Text>
          </View>
          <View style={d.items('end')}>
            <Text style={[styles.title, d.text('end')]}>{title}</Text>
          </View>
        </View>
        <View style={styles.accent} />
        {children}
        <View fixed style={[styles.footer, d.row]}>
          <Text style={[styles.footerText, d.text('start')]}>{footerNote}</Text>
          {onePage ? (
            <Text style={[styles.footerText, d.text('end')]}>{t.page(1, 1)}</Text>
          ) : (
            <Text style={[styles.footerText, d.text('end')]} render={({ pageNumber, totalPages }) => t.page(pageNumber, totalPages)} />
          )}
        </View>
      </Page>
    </Document>
  );
}

export interface InfoItem {
  label: string;
  value: string;
  /** The value is Latin only (numbers, codes, dates): keep it left-to-right. */
  latin?: boolean;
}

/** Label/value pairs in two columns. */
export function InfoGrid({ lang, items }: { lang: PdfLang; items: InfoItem[] }) {
  const d = dirOf(lang);
  return (
    <View style={[styles.infoGrid, d.row]}>
      {items.map((item) => (
        <View key={item.label} style={styles.infoCell}>
          <Text style={[styles.infoLabel, d.text('start')]}>{item.label}</Text>
          <Text style={[styles.infoValue, d.text('start', item.latin)]}>{item.value}</Text>
        </View>
      ))}
    </View>
  );
}

export interface Column<Row> {
  header: string;
  width: string;
  align?: Align;
  latin?: boolean;
  cell: (row: Row) => string;
  /** A second, smaller line under the cell: a label and a Latin value (e.g. a voucher code). */
  sub?: (row: Row) => InfoItem | null;
  color?: (row: Row) => string;
}

/** A table whose columns run right to left in Arabic. Rows never split across pages. */
export function DataTable<Row>({ lang, columns, rows }: { lang: PdfLang; columns: Column<Row>[]; rows: Row[] }) {
  const d = dirOf(lang);
  return (
    <View style={styles.table}>
      <View style={[styles.tr, styles.thead, d.row]} wrap={false}>
        {columns.map((c) => (
          <Text key={c.header} style={[styles.th, { width: c.width }, d.text(c.align)]}>
            {c.header}
          </Text>
        ))}
      </View>
      {rows.map((row, i) => (
        <View key={i} style={[styles.tr, d.row, i % 2 === 1 ? styles.stripe : {}]} wrap={false}>
          {columns.map((c) => {
            const sub = c.sub?.(row);
            return (
              <View key={c.header} style={[styles.td, { width: c.width }]}>
                <Text style={[d.text(c.align, c.latin), c.color ? { color: c.color(row), fontWeight: 700 } : {}]}>{c.cell(row)}</Text>
                {sub ? <Text style={[styles.sub, styles.subLabel, d.text(c.align)]}>{sub.label}</Text> : null}
                {sub ? <Text style={[styles.sub, d.text(c.align, true)]}>{sub.value}</Text> : null}
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}

/** "OMR 12.345" in English, "12.345 ر.ع." in Arabic; the number is always laid out left to right. */
export function Money({ lang, baisa, style }: { lang: PdfLang; baisa: number; style?: Style }) {
  const d = dirOf(lang);
  // Currency first in reading order: English "OMR 12.345"; Arabic (row-reverse) "12.345 ر.ع.".
  return (
    <View style={[d.row, { alignItems: 'baseline' }]}>
      {d.rtl ? <Text style={[style ?? {}, { direction: 'ltr' }]}>{formatOmrPlain(baisa)}</Text> : null}
      <Text style={[style ?? {}, d.text('start'), styles.currency]}>{pdfText(lang).currency}</Text>
      {d.rtl ? null : <Text style={[style ?? {}, { direction: 'ltr' }]}>{formatOmrPlain(baisa)}</Text>}
    </View>
  );
}

export interface TotalRow {
  label: string;
  baisa: number;
  strong?: boolean;
}

/** Totals box at the end side of the page (right in English, left in Arabic). */
export function Totals({ lang, rows }: { lang: PdfLang; rows: TotalRow[] }) {
  const d = dirOf(lang);
  return (
    <View style={[styles.totalsWrap, d.items('end')]} wrap={false}>
      <View style={styles.totals}>
        {rows.map((r) => (
          <View key={r.label} style={[styles.totalRow, d.row, r.strong ? styles.totalStrong : {}]}>
            <Text style={[r.strong ? styles.totalLabelStrong : styles.totalLabel, d.text('start')]}>{r.label}</Text>
            <Money lang={lang} baisa={r.baisa} style={r.strong ? styles.totalValueStrong : styles.totalValue} />
          </View>
        ))}
      </View>
    </View>
  );
}

/** A caption line at the end side above a table, e.g. the currency of its amounts. */
export function Caption({ lang, children }: { lang: PdfLang; children: string }) {
  return <Text style={[styles.caption, dirOf(lang).text('end')]}>{children}</Text>;
}

export function Note({ lang, children }: { lang: PdfLang; children: string }) {
  return <Text style={[styles.note, dirOf(lang).text('start')]}>{children}</Text>;
}
