import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecondaryButton, StepActions } from '@/payments';

interface GiftMethodStepProps {
  /** Visitors pay on the national gateway only (spec 02 §2 Gift-card screen). */
  walletOffered: boolean;
  onCard: () => void;
  onWallet: () => void;
  onBack: () => void;
}

function Option({ title, text, onClick }: { title: string; text: string; onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      p="lg"
      style={{
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-white)',
      }}
    >
      <Stack gap={4}>
        <Text fw={700} c="brand.9" size="lg">
          {title}
        </Text>
        <Text c="gray.7" size="sm">
          {text}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** How to pay for the voucher: the national card gateway, and for customers the wallet too. */
export function GiftMethodStep({ walletOffered, onCard, onWallet, onBack }: GiftMethodStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Option title={t('payment.gift.method.card')} text={t('payment.gift.method.cardText')} onClick={onCard} />
        {walletOffered ? (
          <Option title={t('payment.gift.method.wallet')} text={t('payment.gift.method.walletText')} onClick={onWallet} />
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
