import { omrToBaisa } from '@portal/contract';
import { formatOmr } from '@/shared/format/money';
import { useLanguage } from '@/shared/i18n/use-language';

/**
 * An OMR amount, isolated from the text around it so the number keeps its order in Arabic
 * ("12.345 ر.ع." reads number then currency). Takes baisa, or OMR as the wire carries it.
 */
export function Amount({ baisa, omr }: { baisa?: number; omr?: number }) {
  const { lang } = useLanguage();
  const value = baisa ?? omrToBaisa(omr ?? 0);
  return <bdi style={{ whiteSpace: 'nowrap' }}>{formatOmr(value, lang)}</bdi>;
}

/** Reference numbers, transaction ids and card numbers: always left to right. */
export function Ltr({ children }: { children: React.ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
