import { Avatar, Card, Image, Text } from '@mantine/core';
import type { Biller } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useLanguage } from '@/shared/i18n/use-language';
import type { OneTimeEntry } from '@/shared/payments/payment-state';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/** A biller's logo and name; opens the one-time payment with the biller chosen (spec 01 §2 Dashboard). */
export function BillerTile({ biller }: { biller: Biller }) {
  const { lang } = useLanguage();
  const [broken, setBroken] = useState(false);
  const name = nameIn(biller, lang);
  const entry: OneTimeEntry = { categoryId: biller.category.id, categoryName: nameIn(biller.category, lang), billersId: biller.id, billersName: name };
  const logo = biller.billerMarketingInfos.logoUrl;
  return (
    <Card
      component={Link}
      to={paths.oneTimePayments}
      state={entry}
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, textAlign: 'center' }}
      data-testid={`dashboard-biller-${biller.id}`}
    >
      {logo && !broken ? (
        <Image src={logo} alt="" h={52} w="100%" fit="contain" onError={() => setBroken(true)} />
      ) : (
        <Avatar size={52} color="brand" radius="md" aria-hidden>
          {initials(biller.name)}
        </Avatar>
      )}
      <Text fw={500} size="sm" c="gray.9" lh={1.3}>
        {name}
      </Text>
    </Card>
  );
}
