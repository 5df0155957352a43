import { omanDate, omanDateTime, shownDay } from '@portal/contract';
import type { PdfLang, ReceiptLineStatus } from './document-types.ts';

/**
 * Every fixed word of the PDF documents, in both languages. The Arabic avoids brackets: a PDF maps
 * the mirrored bracket glyph to the opposite bracket, so copied Arabic text reads ")…(".
 */
const TEXT = {
  en: {
    portal: 'Bill Payment Portal',
    country: 'Sultanate of Oman',
    receiptTitle: 'Payment Receipt',
    billTitle: 'Bill Details',
    referenceNumber: 'Reference No.',
    date: 'Date',
    paymentMethod: 'Payment method',
    customer: 'Customer',
    card: 'Card',
    wallet: 'Wallet',
    ending: 'ending',
    biller: 'Biller',
    service: 'Service',
    billingNo: 'Billing No.',
    amount: 'Amount',
    fee: 'Fee',
    amountsIn: 'Amounts in Omani rials (OMR)',
    transactionId: 'Transaction ID',
    status: 'Status',
    voucherCode: 'Voucher code',
    subtotal: 'Bills paid',
    fees: 'Fees (incl. VAT)',
    total: 'Total',
    points: 'Paid with points',
    charged: { CreditCard: 'Charged to card', Wallet: 'Charged to wallet' },
    refundedLater: { CreditCard: 'Later refunded to card', Wallet: 'Later refunded to wallet' },
    currency: 'OMR',
    vatNote: 'Fees include VAT where applicable. Bill amounts are collected on behalf of the billers.',
    receiptFooter: 'This receipt was issued electronically and is valid without a signature.',
    billNo: 'Bill No.',
    issuedOn: 'Issued on',
    dueDate: 'Due date',
    item: 'Item',
    amountDue: 'Amount due',
    billNote: 'This is a copy of the latest bill issued by the biller, provided for information.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    status_: { Completed: 'Completed', Failed: 'Failed', Refunded: 'Refunded', Pending: 'Pending' } as Record<ReceiptLineStatus, string>,
  },
  ar: {
    portal: 'بوابة دفع الفواتير',
    country: 'سلطنة عمان',
    receiptTitle: 'إيصال الدفع',
    billTitle: 'تفاصيل الفاتورة',
    referenceNumber: 'الرقم المرجعي',
    date: 'التاريخ',
    paymentMethod: 'طريقة الدفع',
    customer: 'العميل',
    card: 'بطاقة',
    wallet: 'المحفظة',
    ending: 'تنتهي بـ',
    biller: 'الجهة المفوترة',
    service: 'الخدمة',
    billingNo: 'رقم الحساب',
    amount: 'المبلغ',
    fee: 'الرسوم',
    amountsIn: 'المبالغ بالريال العماني',
    transactionId: 'رقم العملية',
    status: 'الحالة',
    voucherCode: 'رمز القسيمة',
    subtotal: 'مبالغ الفواتير',
    fees: 'الرسوم شاملة الضريبة',
    total: 'الإجمالي',
    points: 'المدفوع بالنقاط',
    charged: { CreditCard: 'المخصوم من البطاقة', Wallet: 'المخصوم من المحفظة' },
    refundedLater: { CreditCard: 'استُرد إلى البطاقة لاحقاً', Wallet: 'استُرد إلى المحفظة لاحقاً' },
    currency: 'ر.ع.',
    vatNote: 'تشمل الرسوم ضريبة القيمة المضافة حيثما تنطبق. تحصل مبالغ الفواتير نيابة عن الجهات المفوترة.',
    receiptFooter: 'صدر هذا الإيصال إلكترونيا وهو صالح دون توقيع.',
    billNo: 'رقم الفاتورة',
    issuedOn: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    item: 'البند',
    amountDue: 'المبلغ المستحق',
    billNote: 'هذه نسخة من آخر فاتورة أصدرتها الجهة المفوترة، مقدمة للاطلاع.',
    page: (n: number, of: number) => `صفحة ${n} من ${of}`,
    status_: { Completed: 'مكتملة', Failed: 'فاشلة', Refunded: 'مستردة', Pending: 'قيد المعالجة' } as Record<ReceiptLineStatus, string>,
  },
} as const;

export type PdfText = (typeof TEXT)['en'] | (typeof TEXT)['ar'];

export const pdfText = (lang: PdfLang): PdfText => TEXT[lang];

/** "2026-03-15T10:05:00Z" → "15-03-2026 14:05" (Oman time, as every screen shows it). Unparseable text is shown as given. */
export const formatMuscatDateTime = (iso: string): string => (Number.isNaN(Date.parse(iso)) ? iso : omanDateTime(iso));

/** A calendar date ("2026-03-15") as "15-03-2026"; a date-time as its Oman date. */
export function formatDocDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return shownDay(value);
  return Number.isNaN(Date.parse(value)) ? value : omanDate(value);
}
