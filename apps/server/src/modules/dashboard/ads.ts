import type { Ad } from '@portal/contract';
import type { Deps } from '../../platform/deps.ts';
import { dashboardRepository as repo, type AdRow } from './repository.ts';

/** Where public/ads is served; the table holds bare file names. */
export const ADS_URL_PREFIX = '/ads/';

const toAd = (a: AdRow): Ad => ({
  id: a.id,
  title: a.title,
  titleAr: a.title_ar,
  imageUrl: `${ADS_URL_PREFIX}${a.image_file}`,
  imageUrlAr: `${ADS_URL_PREFIX}${a.image_file_ar}`,
  link: a.link,
  isDefault: a.is_default,
});

/** The slider's ads: running campaigns, or the default ad when none runs (spec 01 §2 Dashboard). */
export function adsService({ db }: Deps) {
  return async function ads(): Promise<{ ads: Ad[] }> {
    const rows = await repo.ads(db);
    const campaigns = rows.filter((a) => !a.is_default);
    return { ads: (campaigns.length ? campaigns : rows).map(toAd) };
  };
}
