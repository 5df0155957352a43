import type { Queryable } from '../../platform/db.ts';

interface SeedAd {
  id: number;
  title: string;
  titleAr: string;
  /** Base of the image names: <slug>-en.svg and <slug>-ar.svg in public/ads. */
  slug: string;
  link: string | null;
  isDefault?: boolean;
}

/** The demo campaigns and the default ad (DESIGN §6 "ads"). */
export const ADS: SeedAd[] = [
  { id: 1, title: 'Pay up to three bills in one go', titleAr: 'ادفع حتى ثلاث فواتير دفعة واحدة', slug: 'bulk-pay', link: '/RegistredBill' },
  {
    id: 2,
    title: 'Set a monthly limit and get an alert before you pass it',
    titleAr: 'حدد سقفاً شهرياً واحصل على تنبيه قبل تجاوزه',
    slug: 'usage-alerts',
    link: '/RegistredBill',
  },
  {
    id: 3,
    title: 'Save your card once, pay in seconds',
    titleAr: 'احفظ بطاقتك مرة واحدة وادفع في ثوانٍ',
    slug: 'saved-cards',
    link: '/CardManagement',
  },
  { id: 100, title: 'All your bills in one place', titleAr: 'جميع فواتيرك في مكان واحد', slug: 'default', link: null, isDefault: true },
];

export async function seedAds(q: Queryable): Promise<void> {
  for (const [sort, a] of ADS.entries()) {
    await q.query(
      `INSERT INTO dashboard_ads (id, title, title_ar, image_file, image_file_ar, link, is_default, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, title_ar = EXCLUDED.title_ar, image_file = EXCLUDED.image_file,
         image_file_ar = EXCLUDED.image_file_ar, link = EXCLUDED.link, is_default = EXCLUDED.is_default, sort = EXCLUDED.sort`,
      [a.id, a.title, a.titleAr, `${a.slug}-en.svg`, `${a.slug}-ar.svg`, a.link, a.isDefault ?? false, sort],
    );
  }
}
