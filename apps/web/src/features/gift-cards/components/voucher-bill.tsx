import { DataList, Group, Image, Text } from '@mantine/core';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, PrimaryButton, SecondaryButton, StepActions } from '@/payments';
import { DataRow } from '@/shared/ui/data-row';
import { giftTotal, type GiftBill } from './gift-flow-types';

interface VoucherBillProps {
  bill: GiftBill;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Bill information for a voucher (spec 02 §2): image, denomination name, price; Confirm and Cancel. */
export function VoucherBill({ bill, onConfirm, onCancel }: VoucherBillProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const fee = bill.inquiry.feeAmount;
  return (
    <>
      <Group gap="lg" align="center" wrap="wrap">
        {bill.denomination.imageURL ? <Image src={bill.denomination.imageURL} alt="" h={120} w={190} fit="contain" /> : null}
        <DataList labelWidth="45%" withDivider style={{ flex: 1, minWidth: 240 }}>
          <DataRow label={t('payment.gift.denomination')}>{nameIn(bill.denomination, lang)}</DataRow>
          {fee > 0 ? (
            <DataRow label={t('payment.oneTime.bill.fees')}>
              <Amount omr={fee} />
            </DataRow>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel c="gray.7">{t('payment.gift.price')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text span fw={700} size="lg">
                <Amount baisa={giftTotal(bill)} />
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Group>
      <StepActions>
        <PrimaryButton onClick={onConfirm}>{t('payment.gift.confirm')}</PrimaryButton>
        <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
      </StepActions>
    </>
  );
}
