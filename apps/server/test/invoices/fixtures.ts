import type { BillDocument, ReceiptDocument } from '../../src/modules/invoices/document-types.ts';

export const RECEIPT: ReceiptDocument = {
  referenceNumber: 'BPP2026031500042',
  transactionDate: '2026-03-15T10:05:00.000Z',
  paymentMethod: 'CreditCard',
  totalBaisa: 12_345 + 250 + 7_500 + 150 + 5_000 + 100,
  pointsBaisa: 1_200,
  customerName: 'Ahmed Al-Balushi',
  lines: [
    {
      billerName: 'Muscat Electricity Distribution Company', billerNameAr: 'شركة مسقط لتوزيع الكهرباء',
      serviceName: 'Electricity', serviceNameAr: 'الكهرباء', billingNo: '100200300', paidBaisa: 12_345, feeBaisa: 250,
      systemTrxID: 'MEDC-88412907', status: 'Completed', voucherCode: null,
    },
    {
      billerName: 'Omantel', billerNameAr: 'عمانتل', serviceName: 'Mobile Recharge', serviceNameAr: 'شحن الهاتف المتنقل',
      billingNo: '96891234567', paidBaisa: 7_500, feeBaisa: 150, systemTrxID: 'OT-5521-0093', status: 'Completed', voucherCode: '4417-2290-3381',
    },
    {
      billerName: 'Tanweer - Rural Areas Electricity Company', billerNameAr: 'تنوير - شركة كهرباء المناطق الريفية',
      serviceName: 'Electricity', serviceNameAr: 'الكهرباء', billingNo: '7788990011', paidBaisa: 5_000, feeBaisa: 100,
      systemTrxID: null, status: 'Failed', voucherCode: null,
    },
  ],
};

export const BILL: BillDocument = {
  billerName: 'Muscat Electricity Distribution Company', billerNameAr: 'شركة مسقط لتوزيع الكهرباء',
  serviceName: 'Electricity', serviceNameAr: 'الكهرباء', billingNo: '100200300', billNo: 'INV-2026-03-88120',
  customerName: 'Ahmed Al-Balushi', customerNameAr: 'أحمد البلوشي', issuedOn: '2026-03-01', dueDate: '2026-03-31',
  lines: [
    { label: { en: 'Previous balance', ar: 'الرصيد السابق' }, amountBaisa: 0 },
    { label: { en: 'Electricity consumption (1,240 kWh)', ar: 'استهلاك الكهرباء 1,240 كيلوواط ساعة' }, amountBaisa: 11_845 },
    { label: { en: 'Meter service charge', ar: 'رسوم خدمة العداد' }, amountBaisa: 500 },
  ],
  totalBaisa: 12_345,
};
