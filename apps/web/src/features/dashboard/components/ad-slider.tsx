import { Image, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
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
  // The slider (and its media query) once the page is the browser's: the server draws the still banner,
  // and the browser takes that over as drawn.
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  // Until the slider's code arrives, its first banner where the slider will be: the page's largest
  // paint, drawn by the server with the page (decision 038). Its height comes from the stylesheet
  // (.ad-still in global.css): the media query above only answers once the page has been taken over.
  if (ads.isPending) return <Skeleton className="ad-still" radius="md" />;
  const first = ads.data?.[0];
  const still = first ? (
    <Image
      className="ad-still"
      src={isArabic ? first.imageUrlAr : first.imageUrl}
      alt={isArabic ? first.titleAr : first.title}
      fit="cover"
      radius="md"
      fetchPriority="high"
    />
  ) : (
    <Skeleton className="ad-still" radius="md" />
  );
  if (!takenOver) return still;
  return (
    <Suspense fallback={still}>
      <AdCarousel ads={ads.data ?? []} height={height} />
    </Suspense>
  );
}
