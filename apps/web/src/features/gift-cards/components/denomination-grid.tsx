import { Card, Image, SimpleGrid, Text } from '@mantine/core';
import type { ServiceCategory } from '@portal/contract';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount } from '@/payments';

interface DenominationGridProps {
  denominations: ServiceCategory[];
  onPick: (d: ServiceCategory) => void;
}

/** The gift card's values, each with its image and name; picking one inquires its price (spec 02 §2). */
export function DenominationGrid({ denominations, onPick }: DenominationGridProps) {
  const { lang } = useLanguage();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {denominations.map((d) => (
        <Card
          key={d.id}
          component="button"
          type="button"
          onClick={() => onPick(d)}
          withBorder
          radius="md"
          padding="sm"
          style={{ cursor: 'pointer', textAlign: 'center' }}
          data-testid={`denomination-${d.id}`}
        >
          {d.imageURL ? <Image src={d.imageURL} alt="" h={110} fit="contain" loading="lazy" decoding="async" /> : null}
          <Text fw={600} c="gray.9" mt="xs">
            {nameIn(d, lang)}
          </Text>
          {d.price != null ? (
            <Text c="gray.7" size="sm">
              <Amount omr={d.price} />
            </Text>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}
