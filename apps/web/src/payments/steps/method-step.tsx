import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { SecondaryButton, StepActions } from './step-frame';

interface MethodStepProps {
  /** Points are taken only by card payments (the wallet call carries none). */
  walletDisabled: boolean;
  onCard: () => void;
  onWallet: () => void;
  onBack: () => void;
  onCancel: () => void;
}

/** One way to pay, as a large button with a line of explanation. */
export function MethodOption({ title, text, disabled, onClick }: { title: string; text: string; disabled?: boolean; onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      disabled={disabled}
      p="lg"
      style={{
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-md)',
        opacity: disabled ? 0.6 : 1,
        cursor: disabled ? 'not-allowed' : 'pointer',
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

/** Step 3 (spec 02 §2): the national card gateway or the wallet. */
export function MethodStep({ walletDisabled, onCard, onWallet, onBack, onCancel }: MethodStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MethodOption title={t('payment.oneTime.method.card')} text={t('payment.oneTime.method.cardText')} onClick={onCard} />
        <MethodOption
          title={t('payment.oneTime.method.wallet')}
          text={walletDisabled ? t('payment.oneTime.method.walletNoPoints') : t('payment.oneTime.method.walletText')}
          disabled={walletDisabled}
          onClick={onWallet}
        />
      </SimpleGrid>
      <StepActions>
        <SecondaryButton onClick={onBack}>{t('common.back')}</SecondaryButton>
        <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
      </StepActions>
    </>
  );
}
