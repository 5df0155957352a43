/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatOmrPlain } from '@portal/contract';
import type { PdfLang, ReceiptDocument, ReceiptLine, ReceiptLineStatus } from './document-types.ts';
import { registerPdfFonts } from './fonts.ts';
import { renderPagedPdf } from './pdf-render.tsx';
import { Caption, DataTable, InfoGrid, Note, PdfFrame, Totals, type Column, type InfoItem, type TotalRow } from './pdf-parts.tsx';
import { palette } from './pdf-styles.ts';
import { formatMuscatDateTime, pdfText } from './pdf-text.ts';
import { prepareWatermark } from './watermark.tsx';

export type { ReceiptDocument, ReceiptLine } from './document-types.ts';

const STATUS_COLOR: Record<ReceiptLineStatus, string> = {
  Completed: palette.ok,
  Failed: palette.bad,
  Refunded: palette.warn,
  Pending: palette.wait,
};

function ReceiptPdf({ receipt, lang }: { receipt: ReceiptDocument; lang: PdfLang }) {
  const t = pdfText(lang);
  const ar = lang === 'ar';

  const kind = receipt.paymentMethod === 'Wallet' ? t.wallet : t.card;
  const method = receipt.paidWithLast4 ? `${kind} ${t.ending} ${receipt.paidWithLast4}` : kind;
  const info: InfoItem[] = [
    { label: t.referenceNumber, value: receipt.referenceNumber, latin: true },
    { label: t.date, value: formatMuscatDateTime(receipt.transactionDate), latin: true },
    { label: t.paymentMethod, value: method },
  ];
  if (receipt.customerName) info.push({ label: t.customer, value: receipt.customerName });

  const columns: Column<ReceiptLine>[] = [
    { header: t.biller, width: '21%', cell: (l) => (ar ? l.billerNameAr : l.billerName) },
    {
      header: t.service,
      width: '17%',
      cell: (l) => (ar ? l.serviceNameAr : l.serviceName),
      sub: (l) => (l.voucherCode ? { label: t.voucherCode, value: l.voucherCode } : null),
    },
    { header: t.billingNo, width: '14%', latin: true, cell: (l) => l.billingNo },
    { header: t.amount, width: '11%', align: 'end', latin: true, cell: (l) => formatOmrPlain(l.paidBaisa) },
    { header: t.fee, width: '9%', align: 'end', latin: true, cell: (l) => formatOmrPlain(l.feeBaisa) },
    { header: t.transactionId, width: '16%', latin: true, cell: (l) => l.systemTrxID ?? '—' },
    { header: t.status, width: '12%', cell: (l) => t.status_[l.status], color: (l) => STATUS_COLOR[l.status] },
  ];

  const totals: TotalRow[] = [
    { label: t.subtotal, baisa: receipt.lines.reduce((sum, l) => sum + l.paidBaisa, 0) },
    { label: t.fees, baisa: receipt.lines.reduce((sum, l) => sum + l.feeBaisa, 0) },
    { label: t.total, baisa: receipt.totalBaisa, strong: receipt.pointsBaisa <= 0 },
  ];
  if (receipt.pointsBaisa > 0) {
    totals.push(
      { label: t.points, baisa: -receipt.pointsBaisa },
      { label: t.charged[receipt.paymentMethod], baisa: receipt.totalBaisa - receipt.pointsBaisa, strong: true },
    );
  }

  if (receipt.refundedBaisa) totals.push({ label: t.refundedLater[receipt.paymentMethod], baisa: -receipt.refundedBaisa });

  return (
    <PdfFrame lang={lang} title={t.receiptTitle} watermark={receipt.watermark} footerNote={t.receiptFooter}>
      <InfoGrid lang={lang} items={info} />
      <Caption lang={lang}>{t.amountsIn}</Caption>
      <DataTable lang={lang} columns={columns} rows={receipt.lines} />
      <Totals lang={lang} rows={totals} />
      <Note lang={lang}>{t.vatNote}</Note>
    </PdfFrame>
  );
}

/** The payment receipt as an A4 PDF, in English or in right-to-left Arabic. */
export async function renderReceiptPdf(receipt: ReceiptDocument, lang: PdfLang): Promise<Buffer> {
  registerPdfFonts();
  if (receipt.watermark) await prepareWatermark(lang);
  // Eight lines already run onto a second page (a bulk payment's receipt); most receipts have one to three.
  return renderPagedPdf(receiptElement(receipt, lang), {
    surelyLonger: receipt.lines.length >= 8,
    surelyOnePage: surelyOnePage(receipt),
  });
}

export const receiptElement = (receipt: ReceiptDocument, lang: PdfLang) => <ReceiptPdf receipt={receipt} lang={lang} />;

/**
 * The receipts that fit on one page whatever their words: at most this many lines and no text longer
 * than this. A card or wallet payment of one or two bills, the receipt mailed after nearly every
 * payment. The test of the longest such receipt holds the promise (receipt-pdf.test.ts).
 */
export const ONE_PAGE_AT_MOST = { lines: 2, characters: 80 } as const;

export function surelyOnePage(receipt: ReceiptDocument): boolean {
  if (receipt.lines.length > ONE_PAGE_AT_MOST.lines) return false;
  const texts = [receipt.customerName, receipt.referenceNumber, ...receipt.lines.flatMap((line) => Object.values(line))];
  return texts.every((text) => typeof text !== 'string' || text.length <= ONE_PAGE_AT_MOST.characters);
}
