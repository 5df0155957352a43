import { Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { giftEntryStorage, type GiftEntry } from '@/shared/catalog/payment-entries';
import type { GiftCard } from './gift-catalog';

/** One gift card: its marketing image and name, a link to its payment page. */
export function GiftCardTile({ card, to }: { card: GiftCard; to: string }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { biller, service } = card;
  const name = nameIn(service, lang);
  const entry: GiftEntry = {
    billerId: biller.id,
    billerName: nameIn(biller, lang),
    serviceId: service.id,
    categorId: biller.category.id,
    categoryName: nameIn(biller.category, lang),
  };
  const image = service.imageURL ?? biller.marketingImageUrl;
  return (
    <Card
      component={Link}
      to={to}
      state={entry}
      onClick={() => giftEntryStorage.save(entry)}
      withBorder
      radius="md"
      padding={0}
      h="100%"
      aria-label={t('payment.gift.buy', { name })}
      data-testid={`gift-${service.id}`}
    >
      {image ? <Image src={image} alt="" h={140} fit="cover" loading="lazy" decoding="async" /> : null}
      <Text fw={600} c="gray.9" p="md" ta="center">
        {name}
      </Text>
    </Card>
  );
}
