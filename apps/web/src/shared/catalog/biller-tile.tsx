import { Avatar, Card, Image, Text } from '@mantine/core';
import type { Biller } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useLanguage } from '@/shared/i18n/use-language';
import type { OneTimeEntry } from '@/shared/payments/payment-state';

interface BillerTileProps {
  biller: Biller;
  to: string;
  onOpen: (entry: OneTimeEntry, event: React.MouseEvent) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/** One biller: its logo and name, a link to the one-time payment page with the biller preselected. */
export function BillerTile({ biller, to, onOpen }: BillerTileProps) {
  const { lang } = useLanguage();
  const [broken, setBroken] = useState(false);
  const name = nameIn(biller, lang);
  const entry: OneTimeEntry = {
    categoryId: biller.category.id,
    categoryName: nameIn(biller.category, lang),
    billersId: biller.id,
    billersName: name,
  };
  const logo = biller.billerMarketingInfos.logoUrl;
  return (
    <Card
      component={Link}
      to={to}
      state={entry}
      onClick={(e: React.MouseEvent) => onOpen(entry, e)}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, textAlign: 'center' }}
      data-testid={`biller-${biller.id}`}
    >
      {logo && !broken ? (
        <Image src={logo} alt="" h={64} w="100%" fit="contain" onError={() => setBroken(true)} />
      ) : (
        <Avatar size={64} color="brand" radius="md" aria-hidden>
          {initials(biller.name)}
        </Avatar>
      )}
      <Text fw={500} size="sm" c="gray.9" lh={1.3}>
        {name}
      </Text>
    </Card>
  );
}
