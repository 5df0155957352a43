import { Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useAds } from '../api/get-ads';
import { AdCarousel } from './lazy-charts';

/** 393 px on a wide screen (spec 01 §9); on a phone the banner keeps its shape (760 x 393) instead. */
export const AD_HEIGHT = 393;

/** The ad slider; the default ad when the server has none or cannot be reached. */
export function AdSlider() {
  const ads = useAds();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const height = phone ? 185 : AD_HEIGHT;
  if (ads.isPending) return <Skeleton h={height} radius="md" />;
  return (
    <Suspense fallback={<Skeleton h={height} radius="md" />}>
      <AdCarousel ads={ads.data ?? []} height={height} />
    </Suspense>
  );
}
