import { searchFold, type Biller, type Service } from '@portal/contract';
import type { GiftEntry } from '@/shared/catalog/payment-entries';

/** One gift card on the listing: a service of a gift-card biller (spec 02 §9: isUSDBiller). */
export interface GiftCard {
  biller: Biller;
  service: Service;
}

export const giftCardsOf = (billers: Biller[]): GiftCard[] =>
  billers.filter((b) => b.isUSDBiller).flatMap((biller) => biller.billerServices.map((service) => ({ biller, service })));

/** "Name contains", in English or Arabic (spec 02 §2 A2AeSh7an), however accented or vowelled (searchFold). */
export function filterGiftCards(cards: GiftCard[], search: string): GiftCard[] {
  const q = searchFold(search);
  if (!q) return cards;
  return cards.filter(({ biller, service }) =>
    [service.name, service.arabicName, biller.name, biller.arabicName].some((name) => searchFold(name).includes(q)),
  );
}

export function findGiftCard(billers: Biller[], entry: GiftEntry | null | undefined): GiftCard | null {
  const billerId = entry?.billerId ?? entry?.billersId;
  const cards = giftCardsOf(billers).filter((c) => c.biller.id === billerId);
  return cards.find((c) => c.service.id === entry?.serviceId) ?? cards[0] ?? null;
}
