import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/carousel';
import { Carousel } from '@mantine/carousel';
import { Anchor, Box, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { Ad } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';

/** The slider itself (embla), loaded with the page's second wave of code: 500 ms slides, no autoplay. */
export default function AdCarousel({ ads, height }: { ads: Ad[]; height: number }) {
  const { t } = useTranslation();
  const { isArabic } = useLanguage();
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
  return (
    <Box component="section" aria-label={t('dashboard.ads.label')} aria-roledescription="carousel">
      <Carousel
        height={height}
        withIndicators={ads.length > 1}
        withControls={ads.length > 1}
        // Embla's duration is not in ms; 30 moves a slide in about half a second (spec: 500 ms, autoplay off).
        // Mantine passes the page direction to embla itself.
        emblaOptions={{ loop: true, duration: 30 }}
        previousControlProps={{ 'aria-label': t('dashboard.ads.previous') }}
        nextControlProps={{ 'aria-label': t('dashboard.ads.next') }}
        styles={{
          root: { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' },
          // A 24 px tall target (WCAG 2.5.8) that still draws the thin bar: the padding is not painted.
          indicator: { height: 24, width: 28, paddingBlock: 10, backgroundClip: 'content-box' },
        }}
      >
        {ads.map((ad, i) => {
          const title = isArabic ? ad.titleAr : ad.title;
          // The first banner is the page's largest paint: fetch it first; the others when they are due.
          const image = (
            <Image
              src={isArabic ? ad.imageUrlAr : ad.imageUrl}
              alt={title}
              h={height}
              fit="cover"
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          );
          return (
            <Carousel.Slide key={ad.id} aria-roledescription="slide" data-testid={ad.isDefault ? 'default-ad' : 'ad'}>
              {ad.link ? (
                <Anchor component={Link} to={ad.link} display="block">
                  {image}
                </Anchor>
              ) : (
                image
              )}
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </Box>
  );
}
