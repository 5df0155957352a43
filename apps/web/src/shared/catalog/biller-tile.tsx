import { Avatar, Card, Image, Text } from '@mantine/core';
import type { Biller } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useLanguage } from '@/shared/i18n/use-language';
import type { OneTimeEntry } from './payment-entries';
import { useOpenBiller } from './use-open-biller';

interface BillerTileProps {
  biller: Biller;
  /** Smaller logo and padding, for the dashboard's denser grid. */
  compact?: boolean;
  /** data-testid prefix: several grids may show the same biller. */
  testIdPrefix?: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/**
 * One biller: its logo and name, a link to the one-time payment page with the biller preselected (a
 * gift-card biller to its gift-card page). Quick payment, the login page and the dashboard share it.
 */
export function BillerTile({ biller, compact = false, testIdPrefix = 'biller' }: BillerTileProps) {
  const { targetFor, open } = useOpenBiller();
  const logoSize = compact ? 52 : 64;
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
      to={targetFor(biller)}
      state={entry}
      onClick={(e: React.MouseEvent) => open(biller, entry, e)}
      withBorder
      radius="md"
      padding={compact ? 'sm' : 'md'}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: compact ? 6 : 8, textAlign: 'center' }}
      data-testid={`${testIdPrefix}-${biller.id}`}
    >
      {logo && !broken ? (
        <Image src={logo} alt="" h={logoSize} w="100%" fit="contain" loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        <Avatar size={logoSize} color="brand" radius="md" aria-hidden>
          {initials(biller.name)}
        </Avatar>
      )}
      <Text fw={500} size="sm" c="gray.9" lh={1.3}>
        {name}
      </Text>
    </Card>
  );
}
