/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { shownDay } from '@portal/contract';
import type { PdfLang, SettlementDocument } from './document-types.ts';
import { registerPdfFonts } from './fonts.ts';
import { renderPagedPdf } from './pdf-render.tsx';
import { Caption, InfoGrid, Note, PdfFrame, Totals, type TotalRow } from './pdf-parts.tsx';
import { pdfText } from './pdf-text.ts';

/** The settlement report's own words (issue 32 §5); the frame's come from pdf-text.ts. */
const WORDS = {
  en: {
    title: 'Settlement Report',
    day: 'Business day',
    biller: 'Biller',
    remittance: 'Remittance reference',
    notYet: 'Not remitted yet',
    gross: 'Gross collected',
    reversals: 'Reversals',
    refunds: 'Refunds',
    fees: 'Fees',
    net: 'Net to remit',
    claims: 'Claims raised against the biller',
    adjustments: 'Adjustments',
    besides: 'Shown for information, not part of the net',
    footer: 'Net to remit is gross collected less reversals, refunds and fees.',
  },
  ar: {
    title: 'تقرير التسوية',
    day: 'يوم العمل',
    biller: 'جهة الفوترة',
    remittance: 'مرجع التحويل',
    notYet: 'لم يتم التحويل بعد',
    gross: 'إجمالي المحصل',
    reversals: 'العكوسات',
    refunds: 'المبالغ المستردة',
    fees: 'الرسوم',
    net: 'الصافي المستحق للتحويل',
    claims: 'المطالبات المرفوعة على جهة الفوترة',
    adjustments: 'التعديلات',
    besides: 'للعلم فقط وليست جزءاً من الصافي',
    footer: 'الصافي المستحق للتحويل هو إجمالي المحصل ناقص العكوسات والمبالغ المستردة والرسوم.',
  },
} as const;

function SettlementPdf({ doc, lang }: { doc: SettlementDocument; lang: PdfLang }) {
  const w = WORDS[lang];
  const totals: TotalRow[] = [
    { label: w.gross, baisa: doc.grossBaisa },
    { label: w.reversals, baisa: -doc.reversalsBaisa },
    { label: w.refunds, baisa: -doc.refundsBaisa },
    { label: w.fees, baisa: -doc.feesBaisa },
    { label: w.net, baisa: doc.netToRemitBaisa, strong: true },
  ];
  return (
    <PdfFrame lang={lang} title={w.title} footerNote={w.footer}>
      <InfoGrid
        lang={lang}
        items={[
          { label: w.day, value: shownDay(doc.day), latin: true },
          { label: w.biller, value: lang === 'ar' ? doc.billerName.ar : doc.billerName.en },
          { label: w.remittance, value: doc.remittanceReference ?? w.notYet, latin: doc.remittanceReference !== null },
        ]}
      />
      <Caption lang={lang}>{pdfText(lang).amountsIn}</Caption>
      <Totals lang={lang} rows={totals} />
      <Note lang={lang}>{w.besides}</Note>
      <Totals
        lang={lang}
        rows={[
          { label: w.claims, baisa: doc.claimsBaisa },
          { label: w.adjustments, baisa: doc.adjustmentsBaisa },
        ]}
      />
    </PdfFrame>
  );
}

/** One biller's settlement for one business day as an A4 PDF, in English or right-to-left Arabic. */
export async function renderSettlementPdf(doc: SettlementDocument, lang: PdfLang): Promise<Buffer> {
  registerPdfFonts();
  return renderPagedPdf(<SettlementPdf doc={doc} lang={lang} />);
}
