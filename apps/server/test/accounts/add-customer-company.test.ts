import { describe, expect, it } from 'vitest';
import { AddCustomerDetailsSchema, calls, messages } from '@portal/contract';
import type { z } from 'zod';
import { call, challengeOf, deviceInfo, expectResult, readCode } from '../support/api.ts';
import { confirmed, newCompany, type AddCustomerBody } from '../support/factories.ts';
import { DEMO, loginBody, loginCompanyDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const addCustomer = (body: AddCustomerBody) => call(t.app, calls.addCustomer, body);
const RegisteredSchema = AddCustomerDetailsSchema.options[1];

async function register(body: AddCustomerBody): Promise<z.infer<typeof RegisteredSchema>> {
  const { utr } = challengeOf(await addCustomer(body));
  const answer = await addCustomer(confirmed(body, utr, await readCode(t.app, body.CustomerInfo.mobileNo)));
  expectResult(answer, 0, messages.success);
  return RegisteredSchema.parse(answer.details);
}

function createPassword(passwordGrant: string, userName: string, password = 'Sohar#2026a') {
  return call(t.app, calls.createPassword, {
    deviceInfo,
    passwordInfo: { password, confirmPassword: password },
    customerInfo: { userName },
    passwordGrant,
  });
}
const checkCustomer = (userName: string) => call(t.app, calls.checkCustomer, { deviceInfo, userName, DocumentNo: null, CheckType: '3' });

describe('PersonalProfile/AddCustomer for a company', () => {
  it('answers -2, then on the confirming submit the customer id, its CR document and a password grant', async () => {
    const body = newCompany({}, { documentNo: 'cr7788' });
    const details = await register(body);
    expect(details.customerId).toBeGreaterThan(0);
    expect(details.legalDocument).toEqual({ documentNo: 'CR7788', documentType: 'CNID' });
    expect(details.passwordGrant.length).toBeGreaterThanOrEqual(32);
  });

  it('takes a name as on the commercial registration, with brackets and a slash (issue 35)', async () => {
    for (const firstName of ['Omantel (S.A.O.G)', 'Sohar / Musandam Co.']) {
      const { utr } = challengeOf(await addCustomer(newCompany({ firstName })));
      expect(utr, firstName).toBeTruthy();
    }
  });

  it('finishes with CreatePassword and a chosen username; the company then logs in with it', async () => {
    const body = newCompany({ firstName: 'Nizwa Dates' });
    const { customerId, passwordGrant } = await register(body);
    expectResult(await checkCustomer('nizwadates2026'), 0, messages.usernameAvailable);
    expectResult(await createPassword(passwordGrant, 'nizwadates2026'), 0, messages.passwordCreated);
    expectResult(await checkCustomer('nizwadates2026'), 409, messages.usernameTaken);
    const session = await loginCompanyDetails(t.app, 'nizwadates2026', 'Sohar#2026a');
    expect(session.customerInfo).toMatchObject({ customerID: customerId, userName: 'nizwadates2026', fullName: 'Nizwa Dates' });
    expect(session.legalDocument.documentType).toBe('CNID');
  });

  it('cannot log in before a password is created', async () => {
    const body = newCompany();
    await register(body);
    expectResult(await call(t.app, calls.login, loginBody('noPasswordYet1', 'Sohar#2026a')), 401);
  });

  it('keeps the grant when the chosen username is taken or ill-formed, and uses it once', async () => {
    const { passwordGrant } = await register(newCompany());
    expectResult(await createPassword(passwordGrant, DEMO.company.userName), 409, messages.usernameTaken);
    expectResult(await createPassword(passwordGrant, 'bad name'), 901);
    expectResult(await createPassword(passwordGrant, 'soharlogistics9'), 0);
    expectResult(await createPassword(passwordGrant, 'soharlogistics8'), 401, messages.grantInvalid);
    expectResult(await call(t.app, calls.login, loginBody(DEMO.company.userName, DEMO.company.password)), 0);
  });

  // Decision 015: a registered CR number is answered like a new one (-2) and refused only after the code.
  it('refuses an already registered CR number with 409 at the confirming submit', async () => {
    const taken = newCompany({}, { documentNo: DEMO.company.documentNo });
    const { utr } = challengeOf(await addCustomer(taken));
    expectResult(
      await addCustomer(confirmed(taken, utr, await readCode(t.app, taken.CustomerInfo.mobileNo))),
      409,
      messages.registrationRefused,
    );
    const first = newCompany();
    const twin = newCompany({}, { documentNo: first.legalDocument.documentNo });
    const twinChallenge = challengeOf(await addCustomer(twin));
    const twinCode = await readCode(t.app, twin.CustomerInfo.mobileNo);
    await register(first);
    expectResult(await addCustomer(confirmed(twin, twinChallenge.utr, twinCode)), 409, messages.registrationRefused);
  });

  it('refuses a company without e-mail, with a mobile of the wrong length, or a name with other symbols or over 100 characters', async () => {
    expectResult(await addCustomer(newCompany({ email: null })), 901);
    expectResult(await addCustomer(newCompany({ mobileNo: '968123456789' })), 901);
    expectResult(await addCustomer(newCompany({ firstName: 'Sohar <Foods>' })), 901);
    expectResult(await addCustomer(newCompany({ firstName: `Sohar ${'Foods '.repeat(20)}` })), 901);
    expectResult(await addCustomer(newCompany({ contactPersonJobTitle: null })), 901);
  });

  it("takes a name as written on the commercial registration: either script, digits, & . - ' (issue 11)", async () => {
    for (const firstName of ['Sohar Foods LLC & Co. 2', 'شركة صحار للأغذية ش.م.م', "Al-Mina' Trading"]) {
      expect((await addCustomer(newCompany({ firstName }))).result.errorCode, firstName).toBe(-2);
    }
  });

  it('refuses a confirming submit whose data changed after the code was sent', async () => {
    const body = newCompany();
    const { utr } = challengeOf(await addCustomer(body));
    const code = await readCode(t.app, body.CustomerInfo.mobileNo);
    const changed = { ...body, legalDocument: { ...body.legalDocument, documentNo: 'CR999999' } };
    expectResult(await addCustomer(confirmed(changed, utr, code)), 401, messages.wrongCode);
  });
});
