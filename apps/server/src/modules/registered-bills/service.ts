import { billFormRules, ErrorCode, MAX_REGISTERED_BILLS, type RegisteredBill, type SaveRegisteredBillRequest } from '@portal/contract';
import { Answer } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { customerRepository } from '../personal-profile/index.ts';
import { readBillForm, readNickname } from './bill-form.ts';
import { registeredBillRepository as bills, type RegisteredBillView } from './repository.ts';

export const billNotFound = { en: 'Bill not found', ar: 'الفاتورة غير موجودة' };
const duplicate = { en: 'This bill is already registered', ar: 'هذه الفاتورة مسجلة بالفعل' };

export const toRegisteredBill = (b: RegisteredBillView): RegisteredBill => ({
  id: b.id,
  billingNo: b.billing_no,
  billNo: b.bill_no,
  name: b.name,
  biller: { id: b.biller_id, aname: b.biller_name_ar, ename: b.biller_name },
  service: { id: b.service_id, aname: b.service_name_ar, ename: b.service_name, isDashboardEnabled: b.is_dashboard_enabled },
  // Only PostPaid and PrePaid services can be saved (bill-form.ts).
  serviceType: b.service_type === 'PostPaid' ? 'PostPaid' : 'PrePaid',
  serviceCategory: b.service_category_id
    ? { id: b.service_category_id, name: b.category_name ?? '', arabicName: b.category_name_ar ?? '' }
    : null,
  alertNotificationMethod: b.alert_notification,
  dueNotificationMethod: b.due_notification,
  limitConsumption: b.limit_consumption,
  limitConsumptionByUnit: b.limit_consumption_unit,
  amount: null,
  accountNumber: b.account_number,
  ownership: b.ownership,
  categoryId: b.category_id,
});

/**
 * Registered bills: every call acts on the signed-in customer's bills only. A customer id in the body
 * that is not the session's is refused (401); a bill id that is not theirs is simply not found (404),
 * so ids of other customers' bills cannot be probed.
 */
export function registeredBillsService({ db }: Deps) {
  function assertSelf(session: SessionRef, ...ids: Array<number | null | undefined>) {
    if (ids.some((id) => id != null && id !== session.customerId)) throw unauthorized();
  }

  async function list(session: SessionRef, customerId: number) {
    assertSelf(session, customerId);
    return { bills: (await bills.list(db, session.customerId)).map(toRegisteredBill) };
  }

  async function save(session: SessionRef, body: SaveRegisteredBillRequest) {
    assertSelf(session, body.customerInfo?.customerID, body.billInfo.customerId);
    const customer = (await customerRepository.byId(db, session.customerId))!;
    const form = await readBillForm(db, { id: customer.id, email: customer.email }, body.billInfo);
    if ((await bills.count(db, session.customerId)) >= MAX_REGISTERED_BILLS) {
      throw new AppError(ErrorCode.MissingDataIntegrity, {
        en: `You can register at most ${MAX_REGISTERED_BILLS} bills. Delete one to add another`,
        ar: `يمكنك تسجيل ${MAX_REGISTERED_BILLS} فاتورة كحد أقصى. احذف فاتورة لإضافة أخرى`,
      });
    }
    const id = await bills.insert(db, form);
    if (id === undefined) throw new AppError(ErrorCode.Conflict, duplicate);
    const saved = (await bills.owned(db, session.customerId, id))!;
    return new Answer({ bill: toRegisteredBill(saved) }, { en: 'The bill has been saved', ar: 'تم حفظ الفاتورة' });
  }

  async function rename(session: SessionRef, billId: number, rawName: string, customerId?: number | null) {
    assertSelf(session, customerId);
    const name = readNickname(rawName, billFormRules.editNicknameMin, billFormRules.editNicknameMax);
    if (!(await bills.rename(db, session.customerId, billId, name))) throw notFound(billNotFound);
    const saved = (await bills.owned(db, session.customerId, billId))!;
    return new Answer({ bill: toRegisteredBill(saved) }, { en: 'The nickname has been changed', ar: 'تم تغيير الاسم المستعار' });
  }

  async function remove(session: SessionRef, billId: number, customerId?: number | null) {
    assertSelf(session, customerId);
    if (!(await bills.softDelete(db, session.customerId, billId))) throw notFound(billNotFound);
    return new Answer(null, { en: 'The bill has been deleted', ar: 'تم حذف الفاتورة' });
  }

  return { list, save, rename, remove };
}
