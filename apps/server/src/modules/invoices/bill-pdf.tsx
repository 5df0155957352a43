/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatOmrPlain } from '@portal/contract';
import type { BillDocument, PdfLang } from './document-types.ts';
import { registerPdfFonts } from './fonts.ts';
import { renderPagedPdf } from './pdf-render.tsx';
import { Caption, DataTable, InfoGrid, PdfFrame, Totals, type Column, type InfoItem } from './pdf-parts.tsx';
import { formatDocDate, pdfText } from './pdf-text.ts';

export type { BillDocument } from './document-types.ts';

type BillLine = BillDocument['lines'][number];

function BillPdf({ bill, lang }: { bill: BillDocument; lang: PdfLang }) {
  const t = pdfText(lang);
  const ar = lang === 'ar';

  // Read in pairs: biller and service, account and bill, issue and due dates, then the customer.
  const info: InfoItem[] = [
    { label: t.biller, value: ar ? bill.billerNameAr : bill.billerName },
    { label: t.service, value: ar ? bill.serviceNameAr : bill.serviceName },
    { label: t.billingNo, value: bill.billingNo, latin: true },
    { label: t.billNo, value: bill.billNo, latin: true },
    { label: t.issuedOn, value: formatDocDate(bill.issuedOn), latin: true },
  ];
  if (bill.dueDate) info.push({ label: t.dueDate, value: formatDocDate(bill.dueDate), latin: true });
  info.push({ label: t.customer, value: (ar ? bill.customerNameAr : bill.customerName) || bill.customerName });

  const columns: Column<BillLine>[] = [
    { header: t.item, width: '75%', cell: (l) => l.label[lang] },
    { header: t.amount, width: '25%', align: 'end', latin: true, cell: (l) => formatOmrPlain(l.amountBaisa) },
  ];

  return (
    <PdfFrame lang={lang} title={t.billTitle} footerNote={t.billNote}>
      <InfoGrid lang={lang} items={info} />
      <Caption lang={lang}>{t.amountsIn}</Caption>
      <DataTable lang={lang} columns={columns} rows={bill.lines} />
      <Totals lang={lang} rows={[{ label: t.amountDue, baisa: bill.totalBaisa, strong: true }]} />
    </PdfFrame>
  );
}

/** The biller's latest bill ("View Details") as an A4 PDF, in English or in right-to-left Arabic. */
export async function renderBillPdf(bill: BillDocument, lang: PdfLang): Promise<Buffer> {
  registerPdfFonts();
  return renderPagedPdf(<BillPdf bill={bill} lang={lang} />);
}
