import { describe, expect, it } from 'vitest';
import { calls, messages, type Envelope } from '@portal/contract';
import { call, challengeOf, expectResult, outbox, readCode } from '../support/api.ts';
import { confirmed, newCompany, newIndividual, type AddCustomerBody } from '../support/factories.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const addCustomer = (body: AddCustomerBody) => call(t.app, calls.addCustomer, body);
/** An answer with its random utr blanked: what is left must not depend on who is registered. */
const shape = (answer: Envelope<unknown>) => ({ ...answer, details: { authenticate: { ...challengeOf(answer), utr: '…' } } });
const attemptAlert =
  'Someone tried to register on the bill payment portal with your ID or CR number and another mobile number. It was refused. If this was you, please visit one of our branches.\n' +
  'حاول شخص التسجيل في بوابة دفع الفواتير برقم هويتك أو سجلك التجاري ورقم هاتف آخر، وتم رفض الطلب. إذا كنت أنت، يرجى زيارة أحد فروعنا.';

async function confirm(body: AddCustomerBody, utr: string) {
  return addCustomer(confirmed(body, utr, await readCode(t.app, body.CustomerInfo.mobileNo)));
}

describe('Login does not tell who is registered', () => {
  it('answers a registered and an unregistered mobile alike; a decoy takes the same path but texts nothing', async () => {
    const unregistered = '96899999990';
    const known = await call(t.app, calls.login, loginBody(DEMO.individual.mobile));
    const decoy = await call(t.app, calls.login, loginBody(unregistered));
    expectResult(known, -2, messages.otpSent);
    expect(shape(known)).toEqual(shape(decoy));
    // The decoy's code is written like a real one (same statements, same time); it is only never sent.
    const rows = await t.db.query<{ delivered: boolean }>('SELECT delivered FROM otp_codes WHERE subject = $1', [unregistered]);
    expect(rows).toEqual([{ delivered: false }]);
    expect(await outbox(t.app, unregistered)).toEqual([]);
  });
});

describe('Registration does not tell who is registered before the code', () => {
  it('answers a registered mobile, a registered ID and new details alike, and texts each given mobile a code', async () => {
    const fresh = newIndividual();
    const takenMobile = newIndividual({ mobileNo: DEMO.individual.mobile });
    const takenId = newIndividual({}, { documentNo: DEMO.individual.documentNo });
    const takenCr = newCompany({}, { documentNo: DEMO.company.documentNo });
    const answers = [];
    for (const body of [fresh, takenMobile, takenId, takenCr]) {
      const answer = await addCustomer(body);
      expectResult(answer, -2, messages.otpSent);
      answers.push(shape(answer));
      expect((await outbox(t.app, body.CustomerInfo.mobileNo))[0]?.text).toContain('your code to complete registration');
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('after the code, tells the owner of a registered mobile to log in', async () => {
    const body = newIndividual({ mobileNo: DEMO.individual.mobile });
    expectResult(await confirm(body, challengeOf(await addCustomer(body)).utr), 409, messages.alreadyRegistered);
    // The same person registering again with the same details hears the same.
    const again = newIndividual({ mobileNo: DEMO.otherIndividual.mobile }, { documentNo: DEMO.otherIndividual.documentNo });
    expectResult(await confirm(again, challengeOf(await addCustomer(again)).utr), 409, messages.alreadyRegistered);
  });

  it('after the code, refuses an ID registered with another mobile in general terms, and tells that mobile', async () => {
    const before = (await outbox(t.app, DEMO.otherIndividual.mobile)).length;
    const body = newIndividual({}, { documentNo: DEMO.otherIndividual.documentNo });
    expectResult(await confirm(body, challengeOf(await addCustomer(body)).utr), 409, messages.registrationRefused);
    const texts = await outbox(t.app, DEMO.otherIndividual.mobile);
    expect(texts).toHaveLength(before + 1);
    expect(texts[0]?.text).toBe(attemptAlert);
  });

  it('does the same for a company: its own CR and mobile → log in; a CR registered elsewhere → refused, its mobile told', async () => {
    const own = newCompany({ mobileNo: DEMO.company.mobile }, { documentNo: DEMO.company.documentNo });
    expectResult(await confirm(own, challengeOf(await addCustomer(own)).utr), 409, messages.alreadyRegistered);
    const other = newCompany({}, { documentNo: DEMO.company.documentNo });
    expectResult(await confirm(other, challengeOf(await addCustomer(other)).utr), 409, messages.registrationRefused);
    expect((await outbox(t.app, DEMO.company.mobile))[0]?.text).toBe(attemptAlert);
  });

  it('registers nothing in any of these cases', async () => {
    const rows = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM customers WHERE mobile_no = $1 OR document_no = $2', [
      DEMO.individual.mobile,
      DEMO.individual.documentNo,
    ]);
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
