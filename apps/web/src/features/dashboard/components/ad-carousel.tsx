import './ad-carousel.css';
import { AccordionChevron, Paper, Stack, Text, Title } from '@mantine/core';
import type { Ad } from '@portal/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { shownSlide, slideTo } from './slide-to';

/**
 * The ad slider (spec 01 §9: 500 ms slides, no autoplay), loaded once the page has been taken over. The
 * browser scrolls the banners itself (ad-carousel.css, slide-to.ts): a slider library's set-up was one
 * task of 85 ms on a phone's CPU (issue 13). Previous and next go round from the last to the first.
 */
export default function AdCarousel({ ads, height }: { ads: Ad[]; height: number }) {
  const { t } = useTranslation();
  const { isArabic } = useLanguage();
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  if (!ads.length) {
    return (
      <Paper radius="md" h={height} bg="brand.8" p="xl" data-testid="default-ad">
        <Stack justify="center" h="100%" gap="xs">
          <Title order={2} size="h3" c="white">
            {t('dashboard.ads.default')}
          </Title>
          <Text c="white">{t('dashboard.ads.defaultText')}</Text>
        </Stack>
      </Paper>
    );
  }
  const count = ads.length;
  const go = (index: number) => {
    if (track.current) slideTo(track.current, (index + count) % count);
  };
  return (
    <section className="ad-carousel" style={{ height }} aria-label={t('dashboard.ads.label')} aria-roledescription="carousel">
      <div ref={track} className="ad-carousel-track" onScroll={(e) => setShown(shownSlide(e.currentTarget))}>
        {ads.map((ad, i) => {
          const title = isArabic ? ad.titleAr : ad.title;
          // The first banner is the page's largest paint: fetch it first; the others when they are due.
          const image = (
            <img
              src={isArabic ? ad.imageUrlAr : ad.imageUrl}
              alt={title}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          );
          return (
            <div
              key={ad.id}
              className="ad-carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('dashboard.ads.slide', { n: i + 1, count })}
              aria-hidden={i !== shown || undefined}
              data-testid={ad.isDefault ? 'default-ad' : 'ad'}
            >
              {ad.link ? (
                <Link to={ad.link} tabIndex={i === shown ? undefined : -1}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="ad-carousel-control"
            data-side="previous"
            aria-label={t('dashboard.ads.previous')}
            onClick={() => go(shown - 1)}
          >
            <AccordionChevron aria-hidden />
          </button>
          <button
            type="button"
            className="ad-carousel-control"
            data-side="next"
            aria-label={t('dashboard.ads.next')}
            onClick={() => go(shown + 1)}
          >
            <AccordionChevron aria-hidden />
          </button>
          <div className="ad-carousel-indicators" role="group" aria-label={t('dashboard.ads.slides')}>
            {ads.map((ad, i) => (
              <button
                key={ad.id}
                type="button"
                className="ad-carousel-indicator"
                aria-label={t('dashboard.ads.slide', { n: i + 1, count })}
                aria-current={i === shown}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
