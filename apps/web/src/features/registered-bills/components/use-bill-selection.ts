import { MAX_BULK_BILLS, type RegisteredBill } from '@portal/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { showWarning } from '@/shared/ui/dialogs';

const DEBOUNCE_MS = 300;

/**
 * The bills chosen for inquiry: at most three; a prepaid bill without a fixed price needs an amount
 * first (`needsAmount`). Checkbox changes settle after 300 ms (spec 02 §9), so a quick double click
 * does not count twice. The choice holds across the Postpaid and Prepaid tabs: both kinds are
 * inquired together.
 */
export function useBillSelection(needsAmount: (bill: RegisteredBill) => boolean) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [askingAmount, setAskingAmount] = useState<RegisteredBill | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // The settled choice, read by the debounced callbacks (state in their closures would be stale).
  const current = useRef<Set<number>>(selected);

  const commit = (next: Set<number>) => {
    current.current = next;
    setSelected(next);
  };

  const apply = (bill: RegisteredBill, checked: boolean) => {
    const next = new Set(current.current);
    if (!checked) next.delete(bill.id);
    else if (next.size >= MAX_BULK_BILLS) return void showWarning(t('registeredBills.list.maxThree'));
    else next.add(bill.id);
    commit(next);
  };

  const toggle = (bill: RegisteredBill, checked: boolean) => {
    clearTimeout(timers.current.get(bill.id));
    timers.current.set(
      bill.id,
      setTimeout(() => {
        if (checked && !current.current.has(bill.id) && current.current.size >= MAX_BULK_BILLS)
          return void showWarning(t('registeredBills.list.maxThree'));
        if (checked && needsAmount(bill)) return setAskingAmount(bill);
        apply(bill, checked);
      }, DEBOUNCE_MS),
    );
  };

  const amountGiven = (omr: number) => {
    if (!askingAmount) return;
    setAmounts((prev) => ({ ...prev, [askingAmount.id]: omr }));
    apply(askingAmount, true);
    setAskingAmount(null);
  };

  return {
    selected,
    amounts,
    toggle,
    needsAmount: askingAmount,
    amountGiven,
    cancelAmount: () => setAskingAmount(null),
    clear: () => commit(new Set()),
  };
}
