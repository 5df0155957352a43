/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { createContext, useContext, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';

/**
 * Renders a document whose footer says "Page n of m", paying for the page numbers only when there is
 * more than one page.
 *
 * Why: react-pdf resolves a `render` prop (the only way to print the page count) by laying the whole
 * page out again, twice (once while paginating, once for the total): a quarter of a receipt's CPU
 * and more (decision 061). Nearly every receipt and bill is one page, so the first render writes
 * "Page 1 of 1" as plain text; if the document ran onto more pages it is rendered again with the
 * numbers resolved per page, as before (a long one costs a render more, unless the caller says so:
 * `surelyLonger`). The text is the same string either way, so a one-page
 * document is laid out exactly as with the `render` prop.
 */
const OnePage = createContext<false | 'assumed' | 'sure'>(false);

/** True while rendering on the assumption that the document fits on one page. */
export const useOnePage = (): boolean => useContext(OnePage) !== false;

/**
 * True when the caller knows the document fits on one page: the page is not paginated at all
 * (`wrap={false}`), which spares react-pdf laying the page out a second time while it looks for page
 * breaks, a sixth of a receipt's CPU (decision 068). Nothing would show a page that ran over, so the
 * caller's promise is held by a test of the longest content it is made for.
 */
export const useSurelyOnePage = (): boolean => useContext(OnePage) === 'sure';

/** `doc` renders a react-pdf `<Document>` (PdfFrame does). */
export async function renderPagedPdf(
  doc: ReactElement<DocumentProps>,
  { surelyLonger = false, surelyOnePage = false } = {},
): Promise<Buffer> {
  // A caller that knows the document runs onto a second page skips the attempt that would be thrown away.
  if (surelyLonger) return renderToBuffer(doc);
  if (surelyOnePage) return renderToBuffer(<OnePage.Provider value="sure">{doc}</OnePage.Provider>);
  const single = await renderToBuffer(<OnePage.Provider value="assumed">{doc}</OnePage.Provider>);
  if (pageCount(single) === 1) return single;
  return renderToBuffer(doc);
}

/** The page count pdfkit writes into the document's page tree (`/Type /Pages /Count n`), uncompressed. */
export function pageCount(pdf: Buffer): number {
  const tree = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'));
  if (!tree) throw new Error('no page tree in the rendered PDF');
  return Number(tree[1]);
}
