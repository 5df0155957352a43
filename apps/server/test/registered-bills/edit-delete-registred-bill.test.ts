import { beforeAll, describe, expect, it } from 'vitest';
import { calls, RegisteredBillDetailsSchema } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { billsOf, deleteBill, editBill, expectRefused, savedBill } from './bill-fixtures.ts';

const t = useTestApp();
const notFound = { en: 'Bill not found', ar: 'الفاتورة غير موجودة' };
let owner: { sid: string; id: number };
let stranger: { sid: string; id: number };

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  const b = await loginIndividualDetails(t.app);
  owner = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  stranger = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
});

describe('RegistredBills/EditRegistredBill (the nickname)', () => {
  it('renames the bill; the list shows the new nickname', async () => {
    const bill = await savedBill(t.app, owner.sid, { name: 'Old' });
    const answer = await editBill(t.app, owner.sid, bill.id, '  Grandma  House ');
    expectResult(answer, 0, { en: 'The nickname has been changed', ar: 'تم تغيير الاسم المستعار' });
    expect(RegisteredBillDetailsSchema.parse(answer.details).bill).toMatchObject({
      id: bill.id,
      name: 'Grandma House',
      billingNo: bill.billingNo,
    });
    expect((await billsOf(t.app, owner.sid, owner.id)).find((b) => b.id === bill.id)?.name).toBe('Grandma House');
  });

  it('takes 5 to 50 characters of the allowed ones', async () => {
    const bill = await savedBill(t.app, owner.sid);
    expectRefused(await editBill(t.app, owner.sid, bill.id, ''), 901, 'Nickname: This field is required');
    expectRefused(await editBill(t.app, owner.sid, bill.id, 'Shop'), 901, 'Nickname: 5 to 50 characters');
    expectRefused(await editBill(t.app, owner.sid, bill.id, 'S'.repeat(51)), 901, 'Nickname: 5 to 50 characters');
    expectRefused(
      await editBill(t.app, owner.sid, bill.id, 'Shop {1}'),
      901,
      "Nickname: letters, digits, spaces and . , ' & ( ) - _ / # @ only",
    );
    expectResult(await editBill(t.app, owner.sid, bill.id, 'S'.repeat(50)), 0);
  });

  it("cannot rename another customer's bill (404) and leaves it as it was", async () => {
    const bill = await savedBill(t.app, owner.sid, { name: 'Mine' });
    expectResult(await editBill(t.app, stranger.sid, bill.id, 'Stolen bill'), 404, notFound);
    expectResult(
      await call(
        t.app,
        calls.editRegisteredBill,
        { deviceInfo, billInfo: { billId: bill.id, name: 'Stolen bill' }, customerInfo: { customerID: owner.id } },
        stranger.sid,
      ),
      401,
    );
    expect((await billsOf(t.app, owner.sid, owner.id)).find((b) => b.id === bill.id)?.name).toBe('Mine');
    expectResult(await editBill(t.app, owner.sid, 987654, 'Nothing here'), 404, notFound);
    expectResult(await call(t.app, calls.editRegisteredBill, { deviceInfo, billInfo: { billId: bill.id, name: 'No session' } }), -77);
  });
});

describe('RegistredBills/DeleteRegistredBill', () => {
  it('deletes the bill; it leaves the list and a second delete finds nothing', async () => {
    const bill = await savedBill(t.app, owner.sid, { name: 'Temporary' });
    expectResult(await deleteBill(t.app, owner.sid, bill.id), 0, { en: 'The bill has been deleted', ar: 'تم حذف الفاتورة' });
    expect((await billsOf(t.app, owner.sid, owner.id)).map((b) => b.id)).not.toContain(bill.id);
    expectResult(await deleteBill(t.app, owner.sid, bill.id), 404, notFound);
    expectResult(await editBill(t.app, owner.sid, bill.id, 'Back again'), 404, notFound);
  });

  it("cannot delete another customer's bill (404): it stays in the owner's list", async () => {
    const bill = await savedBill(t.app, owner.sid, { name: 'Keep me' });
    expectResult(await deleteBill(t.app, stranger.sid, bill.id), 404, notFound);
    expect((await billsOf(t.app, owner.sid, owner.id)).map((b) => b.id)).toContain(bill.id);
    expectResult(
      await call(
        t.app,
        calls.deleteRegisteredBill,
        { deviceInfo, billInfo: { billID: bill.id }, customerInfo: { customerID: owner.id } },
        stranger.sid,
      ),
      401,
    );
    expectResult(await call(t.app, calls.deleteRegisteredBill, { deviceInfo, billInfo: { billID: bill.id } }), -77);
    expectResult(await call(t.app, 'RegistredBills/DeleteRegistredBill', { deviceInfo, billInfo: { billID: 0 } }, owner.sid), 901);
  });
});
