import { Stack, Text } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { formatOmrPlain, omrToBaisa } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { AmountInput } from './amount-input';
import { amountFormat, checkAmount, type AmountProblem } from './amount-rules';
import { ALERT_ERROR, PrimaryButton, SecondaryButton, StepActions } from './steps/step-frame';

/** What the modal's text interpolates: the amount's format and the biller's range, as typed amounts. */
// A type, not an interface: the translator's options need an object with an implicit index signature.
export type AmountParams = { format: string; min: string; max: string };

export interface EditAmountTexts {
  title: string;
  label: string;
  /** Under the field: the accepted format. */
  hint: (p: AmountParams) => string;
  /** Above the field when the biller gives a range. */
  range: (p: AmountParams) => string;
  update: string;
  /** The spec words each screen's refusals its own way (02 §5, §8). */
  problem: (problem: AmountProblem, p: AmountParams) => string;
}

/** What a screen passes to its own edit amount modal; the screen supplies the texts itself. */
export interface AmountModalProps {
  initialBaisa: number;
  decimals: number;
  minBaisa: number;
  maxBaisa: number;
  onClose: () => void;
  onUpdate: (baisa: number) => void;
}

interface EditAmountModalProps extends AmountModalProps {
  texts: EditAmountTexts;
}

/**
 * The edit amount modal (spec 02 §2): a part payment within the biller's range, applied by Update.
 * The one-time payment and the registered-bills payment open it with their own words.
 */
export function EditAmountModal({ initialBaisa, decimals, minBaisa, maxBaisa, texts, onClose, onUpdate }: EditAmountModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatOmrPlain(initialBaisa));
  const [error, setError] = useState<string | null>(null);
  const ranged = minBaisa > 0 && maxBaisa > 0;
  const params: AmountParams = { format: amountFormat(decimals), min: formatOmrPlain(minBaisa), max: formatOmrPlain(maxBaisa) };

  const update = () => {
    const problem = checkAmount(text, { decimals, minBaisa, maxBaisa });
    if (problem) return setError(texts.problem(problem, params));
    onUpdate(omrToBaisa(text));
  };

  return (
    <AppModal opened onClose={onClose} title={texts.title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          update();
        }}
      >
        <Stack gap="md">
          {ranged ? (
            <Text size="sm" c="gray.7" dir="auto">
              {texts.range(params)}
            </Text>
          ) : null}
          <AmountInput
            label={texts.label}
            description={texts.hint(params)}
            required
            data-autofocus
            value={text}
            onChange={(v) => {
              setText(v);
              setError(null);
            }}
            error={error}
            {...ALERT_ERROR}
          />
          <StepActions>
            <PrimaryButton type="submit">{texts.update}</PrimaryButton>
            <SecondaryButton onClick={onClose}>{t('common.cancel')}</SecondaryButton>
          </StepActions>
        </Stack>
      </form>
    </AppModal>
  );
}
