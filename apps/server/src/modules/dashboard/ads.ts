import { isSafeAdLink, type Ad } from '@portal/contract';
import type { Deps } from '../../platform/deps.ts';
import type { PageAnswersFor } from '../../platform/page-answers.ts';
import { dashboardRepository as repo, type AdRow } from './repository.ts';

/** Where public/ads is served; the table holds bare file names. */
export const ADS_URL_PREFIX = '/ads/';

const toAd = (a: AdRow): Ad => ({
  id: a.id,
  title: a.title,
  titleAr: a.title_ar,
  imageUrl: `${ADS_URL_PREFIX}${a.image_file}`,
  imageUrlAr: `${ADS_URL_PREFIX}${a.image_file_ar}`,
  // Checked again as it is drawn: a link that slipped past the table's check never reaches a page.
  link: a.link && isSafeAdLink(a.link) ? a.link : null,
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

/**
 * The Dashboard's document carries the ads (public: the same for every customer) and preloads the first
 * banner, its largest paint (issue 13): the slider draws with the page's first render, not after a call.
 * Kept for `cacheSeconds` per process, as the drawn public pages are. Passed by name: where it goes in
 * the client's cache is the client's business (apps/web/src/app/drawn-pages.ts).
 */
export function adsPageAnswers(ads: () => Promise<{ ads: Ad[] }>, cacheSeconds: number, now = Date.now): PageAnswersFor {
  let kept: { at: number; ads: Promise<{ ads: Ad[] }> } | null = null;
  return async (routePath, lang) => {
    if (routePath !== '/dashboard') return null;
    if (!kept || now() - kept.at >= Math.max(1, cacheSeconds) * 1000) {
      kept = { at: now(), ads: ads() };
      kept.ads.catch(() => (kept = null));
    }
    const { ads: list } = await kept.ads;
    const first = list[0];
    return {
      data: { ads: list },
      preloadImages: first ? [lang === 'ar' ? first.imageUrlAr : first.imageUrl] : [],
    };
  };
}
