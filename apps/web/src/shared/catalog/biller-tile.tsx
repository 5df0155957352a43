import type { Biller } from '@portal/contract';
import { useState } from 'react';
import { getHref } from '@/config/paths';
import { nameIn } from '@/shared/catalog/catalog-names';
import type { Language } from '@/shared/i18n';
import type { OneTimeEntry } from './payment-entries';
import type { BillerOpener } from './use-open-biller';

interface BillerTileProps {
  biller: Biller;
  lang: Language;
  /** From useOpenBiller(), once for the whole grid. */
  opener: BillerOpener;
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
 * Plain elements styled by global.css (.biller-tile), not Mantine's Card, Image and Text around a router
 * <Link>: a grid of them is taken over on a phone in a quarter of the time (issue 13).
 */
export function BillerTile({ biller, lang, opener, compact = false, testIdPrefix = 'biller' }: BillerTileProps) {
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
    <a
      href={getHref(opener.targetFor(biller))}
      onClick={(e) => opener.open(biller, entry, e)}
      className="biller-tile"
      data-compact={compact || undefined}
      data-testid={`${testIdPrefix}-${biller.id}`}
    >
      {logo && !broken ? (
        <img src={logo} alt="" className="biller-tile-logo" loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        <span className="biller-tile-initials" aria-hidden="true">
          {initials(biller.name)}
        </span>
      )}
      <span className="biller-tile-name">{name}</span>
    </a>
  );
}
