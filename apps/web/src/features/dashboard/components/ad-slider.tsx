import { Image, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useLanguage } from '@/shared/i18n/use-language';
import { useAds } from '../api/get-ads';
import { AdCarousel } from './lazy-charts';

/** 393 px on a wide screen (spec 01 §9); on a phone the banner keeps its shape (760 x 393) instead. */
export const AD_HEIGHT = 393;

/** The ad slider; the default ad when the server has none or cannot be reached. */
export function AdSlider() {
  const ads = useAds();
  const { isArabic } = useLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const height = phone ? 185 : AD_HEIGHT;
  if (ads.isPending) return <Skeleton h={height} radius="md" />;
  const first = ads.data?.[0];
  // Until the slider's code arrives, its first banner where the slider will be: the page's largest
  // paint, drawn with the first render (the Dashboard's document carries the ads and preloads it).
  const still = first ? (
    <Image
      src={isArabic ? first.imageUrlAr : first.imageUrl}
      alt={isArabic ? first.titleAr : first.title}
      h={height}
      fit="cover"
      radius="md"
      fetchPriority="high"
    />
  ) : (
    <Skeleton h={height} radius="md" />
  );
  return (
    <Suspense fallback={still}>
      <AdCarousel ads={ads.data ?? []} height={height} />
    </Suspense>
  );
}
