/**
 * The demo biller catalog (DESIGN §6). Ids are fixed and structured (biller = category·10 + n,
 * service = biller·10 + n, service category = service·10 + n) so tests, registered bills and the
 * sandbox biller network's tariffs can name them. Images are files in apps/server/public/catalog.
 */
export interface SeedServiceCategory {
  id: number;
  name: string;
  arabicName: string;
  priceBaisa?: number;
  image?: string;
}

export interface SeedService {
  id: number;
  name: string;
  arabicName: string;
  type: 'PostPaid' | 'PrePaid' | 'External';
  toolTip: string;
  toolTipAr: string;
  billingNoRegex: string | null;
  isBillingNoRequired: boolean;
  isBillDetailsEnabled: boolean;
  isDashboardEnabled: boolean;
  image?: string;
  categories?: SeedServiceCategory[];
}

export interface SeedBiller {
  id: number;
  categoryId: number;
  name: string;
  arabicName: string;
  isUsdBiller?: boolean;
  /** Base of the image names: <slug>.webp is the logo (made from <slug>.svg by scripts/rasterize-logos.ts), <slug>-banner.svg the marketing image. */
  slug: string;
  services: SeedService[];
}

export const CATEGORIES: Array<[id: number, name: string, arabicName: string, shortName: string]> = [
  [1, 'Electricity', 'الكهرباء', 'Electricity'],
  [2, 'Water', 'المياه', 'Water'],
  [3, 'Telecom', 'الاتصالات', 'Telecom'],
  [4, 'Government', 'الجهات الحكومية', 'Government'],
  [5, 'Insurance', 'التأمين', 'Insurance'],
  [6, 'Entertainment', 'الترفيه', 'Entertainment'],
  [7, 'Gift Cards', 'بطاقات الهدايا', 'GiftCards'],
  // Configured but without billers yet: GetBillerCategory must leave it out.
  [8, 'Education', 'التعليم', 'Education'],
];

const ACCOUNT = { toolTip: 'Account Number', toolTipAr: 'رقم الحساب', billingNoRegex: '^[0-9]{6,12}$', isBillingNoRequired: true };
const MOBILE = { toolTip: 'Mobile Number', toolTipAr: 'رقم الهاتف', billingNoRegex: '^9[0-9]{7}$', isBillingNoRequired: true };
const NO_REFERENCE = { toolTip: 'Reference Number', toolTipAr: 'الرقم المرجعي', billingNoRegex: null, isBillingNoRequired: false };
const plain = { isBillDetailsEnabled: false, isDashboardEnabled: false };
/** Utility bills show "View Details" and feed the dashboard's consumption charts. */
const utility = { isBillDetailsEnabled: true, isDashboardEnabled: true };

const utilityBill = (id: number, kind: 'Electricity' | 'Water' | 'Wastewater'): SeedService => ({
  id,
  name: `${kind} Bill`,
  arabicName: { Electricity: 'فاتورة الكهرباء', Water: 'فاتورة المياه', Wastewater: 'فاتورة الصرف الصحي' }[kind],
  type: 'PostPaid',
  ...ACCOUNT,
  ...utility,
});

const mobilePostpaid = (id: number, regex = MOBILE.billingNoRegex): SeedService => ({
  id,
  name: 'Mobile Postpaid',
  arabicName: 'الهاتف النقال - الدفع الآجل',
  type: 'PostPaid',
  ...MOBILE,
  billingNoRegex: regex,
  ...plain,
});

const mobileRecharge = (id: number, regex = MOBILE.billingNoRegex): SeedService => ({
  id,
  name: 'Prepaid Recharge',
  arabicName: 'شحن الدفع المسبق',
  type: 'PrePaid',
  ...MOBILE,
  billingNoRegex: regex,
  ...plain,
  categories: [
    { id: id * 10 + 1, name: 'Recharge', arabicName: 'شحن رصيد' },
    { id: id * 10 + 2, name: 'Data', arabicName: 'باقة بيانات' },
  ],
});

/** Gift cards are sold in US dollars; the price is what the customer pays in OMR. */
const giftCard = (billerId: number, slug: string, name: string, arabicName: string, dollars: number[]): SeedService => {
  const id = billerId * 10 + 1;
  return {
    id,
    name,
    arabicName,
    type: 'PrePaid',
    ...NO_REFERENCE,
    ...plain,
    image: `${slug}-banner.svg`,
    categories: dollars.map((usd, i) => ({
      id: id * 10 + i + 1,
      name: `${name} $${usd}`,
      arabicName: `${arabicName} ${usd} دولار`,
      // 1 USD = 0.385 OMR, rounded up to 50 baisa as retailers do.
      priceBaisa: Math.ceil((usd * 385) / 50) * 50,
      image: `${slug}-${usd}.svg`,
    })),
  };
};

export const BILLERS: SeedBiller[] = [
  {
    id: 11,
    categoryId: 1,
    slug: 'medc',
    name: 'Muscat Electricity Distribution Company',
    arabicName: 'شركة مسقط لتوزيع الكهرباء',
    services: [
      utilityBill(111, 'Electricity'),
      {
        id: 112,
        name: 'Prepaid Electricity Meter',
        arabicName: 'عداد الكهرباء مسبق الدفع',
        type: 'PrePaid',
        toolTip: 'Meter Number',
        toolTipAr: 'رقم العداد',
        billingNoRegex: '^[0-9]{8,13}$',
        isBillingNoRequired: true,
        ...plain,
      },
    ],
  },
  {
    id: 12,
    categoryId: 1,
    slug: 'mazoon',
    name: 'Mazoon Electricity Company',
    arabicName: 'شركة مزون للكهرباء',
    services: [utilityBill(121, 'Electricity')],
  },
  {
    id: 13,
    categoryId: 1,
    slug: 'majan',
    name: 'Majan Electricity Company',
    arabicName: 'شركة مجان للكهرباء',
    services: [utilityBill(131, 'Electricity')],
  },
  {
    id: 14,
    categoryId: 1,
    slug: 'tanweer',
    name: 'Tanweer - Rural Areas Electricity Company',
    arabicName: 'تنوير - شركة كهرباء المناطق الريفية',
    services: [utilityBill(141, 'Electricity')],
  },
  {
    id: 15,
    categoryId: 1,
    slug: 'nama-dhofar',
    name: 'Nama Dhofar Services',
    arabicName: 'نماء ظفار للخدمات',
    services: [utilityBill(151, 'Electricity'), utilityBill(152, 'Water')],
  },
  {
    id: 21,
    categoryId: 2,
    slug: 'nama-water',
    name: 'Oman Water and Wastewater Services Company (Nama)',
    arabicName: 'الشركة العمانية لخدمات المياه والصرف الصحي (نماء)',
    services: [
      utilityBill(211, 'Water'),
      {
        id: 212,
        name: 'Water Tanker Delivery',
        arabicName: 'توصيل صهاريج المياه',
        type: 'PrePaid',
        toolTip: 'Customer Number',
        toolTipAr: 'رقم المشترك',
        billingNoRegex: '^[0-9]{6,12}$',
        isBillingNoRequired: true,
        ...plain,
      },
    ],
  },
  { id: 22, categoryId: 2, slug: 'haya', name: 'Haya Water', arabicName: 'حيا للمياه', services: [utilityBill(221, 'Wastewater')] },
  {
    id: 31,
    categoryId: 3,
    slug: 'omantel',
    name: 'Omantel',
    arabicName: 'عمانتل',
    services: [
      mobilePostpaid(311),
      {
        id: 312,
        name: 'Fixed Line and Internet',
        arabicName: 'الهاتف الثابت والإنترنت',
        type: 'PostPaid',
        toolTip: 'Telephone Number',
        toolTipAr: 'رقم الهاتف الثابت',
        billingNoRegex: '^2[0-9]{7}$',
        isBillingNoRequired: true,
        ...plain,
      },
      mobileRecharge(313),
    ],
  },
  {
    id: 32,
    categoryId: 3,
    slug: 'ooredoo',
    name: 'Ooredoo Oman',
    arabicName: 'أريد عمان',
    services: [mobilePostpaid(321), mobileRecharge(322)],
  },
  // Vodafone numbers begin with 7 as well as 9.
  {
    id: 33,
    categoryId: 3,
    slug: 'vodafone',
    name: 'Vodafone Oman',
    arabicName: 'فودافون عمان',
    services: [mobilePostpaid(331, '^[79][0-9]{7}$'), mobileRecharge(332, '^[79][0-9]{7}$')],
  },
  {
    id: 41,
    categoryId: 4,
    slug: 'rop',
    name: 'Royal Oman Police',
    arabicName: 'شرطة عمان السلطانية',
    services: [
      {
        id: 411,
        name: 'Traffic Fines',
        arabicName: 'المخالفات المرورية',
        type: 'PostPaid',
        toolTip: 'Civil Number',
        toolTipAr: 'الرقم المدني',
        billingNoRegex: '^[0-9]{6,10}$',
        isBillingNoRequired: true,
        ...plain,
      },
    ],
  },
  {
    id: 42,
    categoryId: 4,
    slug: 'housing',
    name: 'Ministry of Housing and Urban Planning',
    arabicName: 'وزارة الإسكان والتخطيط العمراني',
    services: [
      {
        id: 421,
        name: 'Land Fees',
        arabicName: 'رسوم الأراضي',
        type: 'PostPaid',
        toolTip: 'File Number',
        toolTipAr: 'رقم الملف',
        billingNoRegex: null,
        isBillingNoRequired: true,
        ...plain,
      },
      {
        id: 422,
        name: 'Housing Loan Installment',
        arabicName: 'قسط القرض الإسكاني',
        type: 'External',
        toolTip: 'Loan Number',
        toolTipAr: 'رقم القرض',
        billingNoRegex: '^[A-Z]{2}[0-9]{6}$',
        isBillingNoRequired: true,
        ...plain,
      },
    ],
  },
  {
    id: 43,
    categoryId: 4,
    slug: 'muscat-municipality',
    name: 'Muscat Municipality',
    arabicName: 'بلدية مسقط',
    services: [
      {
        id: 431,
        name: 'Municipality Fees',
        arabicName: 'الرسوم البلدية',
        type: 'PostPaid',
        toolTip: 'Contract Number',
        toolTipAr: 'رقم العقد',
        billingNoRegex: null,
        isBillingNoRequired: true,
        ...plain,
      },
      {
        id: 432,
        name: 'Municipal Fines',
        arabicName: 'المخالفات البلدية',
        type: 'PostPaid',
        toolTip: 'Violation Number',
        toolTipAr: 'رقم المخالفة',
        billingNoRegex: null,
        isBillingNoRequired: true,
        ...plain,
      },
    ],
  },
  {
    id: 51,
    categoryId: 5,
    slug: 'dhofar-insurance',
    name: 'Dhofar Insurance',
    arabicName: 'ظفار للتأمين',
    services: [
      {
        id: 511,
        name: 'Motor Insurance Premium',
        arabicName: 'قسط تأمين المركبات',
        type: 'PrePaid',
        toolTip: 'Policy Number',
        toolTipAr: 'رقم الوثيقة',
        billingNoRegex: null,
        isBillingNoRequired: false,
        ...plain,
      },
    ],
  },
  {
    id: 61,
    categoryId: 6,
    slug: 'vox',
    name: 'VOX Cinemas',
    arabicName: 'ڤوكس سينما',
    services: [
      {
        id: 611,
        name: 'Cinema Vouchers',
        arabicName: 'قسائم السينما',
        type: 'PrePaid',
        ...NO_REFERENCE,
        ...plain,
        image: 'vox-banner.svg',
        categories: [
          { id: 6111, name: 'Standard Ticket', arabicName: 'تذكرة عادية', priceBaisa: 3500, image: 'vox-standard.svg' },
          { id: 6112, name: 'IMAX Ticket', arabicName: 'تذكرة آيماكس', priceBaisa: 5000, image: 'vox-imax.svg' },
          { id: 6113, name: 'Gold Class Ticket', arabicName: 'تذكرة الدرجة الذهبية', priceBaisa: 10000, image: 'vox-gold.svg' },
        ],
      },
    ],
  },
  {
    id: 71,
    categoryId: 7,
    slug: 'playstation',
    isUsdBiller: true,
    name: 'PlayStation Store',
    arabicName: 'متجر بلايستيشن',
    services: [giftCard(71, 'playstation', 'PlayStation Store', 'متجر بلايستيشن', [10, 25, 50])],
  },
  {
    id: 72,
    categoryId: 7,
    slug: 'google-play',
    isUsdBiller: true,
    name: 'Google Play',
    arabicName: 'جوجل بلاي',
    services: [giftCard(72, 'google-play', 'Google Play', 'جوجل بلاي', [10, 25, 50])],
  },
  {
    id: 73,
    categoryId: 7,
    slug: 'itunes',
    isUsdBiller: true,
    name: 'App Store & iTunes',
    arabicName: 'آب ستور وآيتونز',
    services: [giftCard(73, 'itunes', 'App Store & iTunes', 'آب ستور وآيتونز', [10, 25, 50])],
  },
  {
    id: 74,
    categoryId: 7,
    slug: 'netflix',
    isUsdBiller: true,
    name: 'Netflix',
    arabicName: 'نتفليكس',
    services: [giftCard(74, 'netflix', 'Netflix', 'نتفليكس', [25, 50, 100])],
  },
];
