import { SimpleGrid, Text } from '@mantine/core';
import { MethodOption, SecondaryButton, StepActions } from '@/payments';
import { useTranslation } from '@/shared/i18n';

interface GiftMethodStepProps {
  /** Visitors pay on the national gateway only (spec 02 §2 Gift-card screen). */
  walletOffered: boolean;
  onCard: () => void;
  onWallet: () => void;
  onBack: () => void;
}

/** How to pay for the voucher: the national card gateway, and for customers the wallet too. */
export function GiftMethodStep({ walletOffered, onCard, onWallet, onBack }: GiftMethodStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MethodOption title={t('payment.gift.method.card')} text={t('payment.gift.method.cardText')} onClick={onCard} />
        {walletOffered ? (
          <MethodOption title={t('payment.gift.method.wallet')} text={t('payment.gift.method.walletText')} onClick={onWallet} />
        ) : null}
      </SimpleGrid>
      {walletOffered ? null : (
        <Text c="gray.7" size="sm">
          {t('payment.gift.method.visitorCardOnly')}
        </Text>
      )}
      <StepActions>
        <SecondaryButton onClick={onBack}>{t('common.back')}</SecondaryButton>
      </StepActions>
    </>
  );
}
