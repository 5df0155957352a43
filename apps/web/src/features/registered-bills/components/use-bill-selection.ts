import { MAX_BULK_BILLS, type RegisteredBill } from '@portal/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '@/shared/ui/dialogs';

const DEBOUNCE_MS = 300;

/**
 * The bills chosen for inquiry: at most three; a prepaid bill without a category needs an amount first.
 * Checkbox changes settle after 300 ms (spec 02 §9), so a quick double click does not count twice.
 */
export function useBillSelection() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [needsAmount, setNeedsAmount] = useState<RegisteredBill | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const apply = (bill: RegisteredBill, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!checked) next.delete(bill.id);
      else if (next.size >= MAX_BULK_BILLS) void showWarning(t('registeredBills.list.maxThree'));
      else next.add(bill.id);
      return next;
    });

  const toggle = (bill: RegisteredBill, checked: boolean) => {
    clearTimeout(timers.current.get(bill.id));
    timers.current.set(
      bill.id,
      setTimeout(() => {
        if (checked && selected.size >= MAX_BULK_BILLS) return void showWarning(t('registeredBills.list.maxThree'));
        if (checked && bill.serviceType === 'PrePaid' && !bill.serviceCategory) return setNeedsAmount(bill);
        apply(bill, checked);
      }, DEBOUNCE_MS),
    );
  };

  const amountGiven = (omr: number) => {
    if (!needsAmount) return;
    setAmounts((prev) => ({ ...prev, [needsAmount.id]: omr }));
    apply(needsAmount, true);
    setNeedsAmount(null);
  };

  return { selected, amounts, toggle, needsAmount, amountGiven, cancelAmount: () => setNeedsAmount(null), clear: () => setSelected(new Set()) };
}
