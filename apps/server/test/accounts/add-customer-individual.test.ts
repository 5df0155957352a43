import { describe, expect, it } from 'vitest';
import { calls, messages } from '@portal/contract';
import { call, challengeOf, expectResult, outbox, readCode } from '../support/api.ts';
import { birthDateYearsAgo, confirmed, newIndividual, type AddCustomerBody } from '../support/factories.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const addCustomer = (body: AddCustomerBody) => call(t.app, calls.addCustomer, body);

/** First submit (-2), then the same body with the texted code. */
async function register(body: AddCustomerBody) {
  const { utr } = challengeOf(await addCustomer(body));
  return addCustomer(confirmed(body, utr, await readCode(t.app, body.CustomerInfo.mobileNo)));
}

describe('PersonalProfile/AddCustomer for an individual', () => {
  it('answers the first submit with -2 and texts a registration code to the given mobile', async () => {
    const body = newIndividual();
    const answer = await addCustomer(body);
    expectResult(answer, -2, messages.otpSent);
    expect(challengeOf(answer).otp.length).toBe(t.config.OTP_LENGTH);
    const [sms] = await outbox(t.app, body.CustomerInfo.mobileNo);
    expect(sms?.text).toContain('registration');
  });

  it('registers on the confirming submit (0, no details); the customer then logs in with a code', async () => {
    const body = newIndividual({ firstName: 'Huda', lastName: 'Al Amri' });
    const answer = await register(body);
    expectResult(answer, 0, messages.registered);
    expect(answer.details).toBeNull();
    const session = await loginIndividualDetails(t.app, body.CustomerInfo.mobileNo);
    expect(session.customerInfo.fullName).toBe('Huda Nasser Al Amri');
    expect(session.legalDocument).toEqual({ documentNo: body.legalDocument.documentNo, documentType: 'NID', natCountryIsoCode: 'OM' });
  });

  it('registers a foreign resident with a passport, and in Arabic mode with Arabic names only', async () => {
    const foreigner = newIndividual({}, { documentType: 'PASSPORT', documentNo: 'P1234567', natCountryIsoCode: 'IN' });
    expectResult(await register(foreigner), 0);
    const arabic = newIndividual({
      language: 'ar',
      firstName: null,
      secondName: null,
      lastName: null,
      firstNameAr: 'مريم',
      lastNameAr: 'الهنائي',
    });
    expectResult(await register(arabic), 0);
    expect((await loginIndividualDetails(t.app, arabic.CustomerInfo.mobileNo)).customerInfo.fullNameAr).toBe('مريم الهنائي');
  });

  it('refuses a document type that does not match the nationality', async () => {
    expectResult(await addCustomer(newIndividual({}, { documentType: 'PASSPORT' })), 901);
    expectResult(await addCustomer(newIndividual({}, { natCountryIsoCode: 'IN' })), 901);
  });

  it('refuses an under-18 and accepts someone who turns 18 today', async () => {
    expectResult(await addCustomer(newIndividual({}, { dateOfBirth: birthDateYearsAgo(18, 1) })), 901, messages.underAge);
    expectResult(await addCustomer(newIndividual({}, { dateOfBirth: birthDateYearsAgo(18) })), -2);
  });

  it('refuses rule-breaking fields with 901: names, mobile, birth date, email', async () => {
    expectResult(await addCustomer(newIndividual({ firstName: 'Sal1m' })), 901);
    expectResult(await addCustomer(newIndividual({ lastName: '' })), 901);
    expectResult(await addCustomer(newIndividual({ mobileNo: '9711234567' })), 901);
    expectResult(await addCustomer(newIndividual({ email: 'not-an-email' })), 901);
    // Impossible days once slipped through to the insert and answered HTTP 500.
    for (const dateOfBirth of ['1990-02-31', '1990-13-01', '0000-01-01'])
      expectResult(await addCustomer(newIndividual({}, { dateOfBirth })), 901);
    expectResult(await addCustomer(newIndividual({}, { dateOfBirth: null })), 901);
  });

  // Decision 015: registered details are answered like new ones (-2) and refused only after the code.
  it('refuses an already registered document or mobile with 409 at the confirming submit', async () => {
    expectResult(await register(newIndividual({}, { documentNo: DEMO.individual.documentNo })), 409, messages.registrationRefused);
    expectResult(await register(newIndividual({ mobileNo: DEMO.individual.mobile })), 409, messages.alreadyRegistered);
    const body = newIndividual();
    expectResult(await register(body), 0);
    expectResult(await register(body), 409, messages.alreadyRegistered);
  });

  it('refuses the second of two registrations racing for the same document', async () => {
    const first = newIndividual();
    const second = newIndividual({}, { documentNo: first.legalDocument.documentNo });
    const a = challengeOf(await addCustomer(first));
    const codeA = await readCode(t.app, first.CustomerInfo.mobileNo);
    const b = challengeOf(await addCustomer(second));
    const codeB = await readCode(t.app, second.CustomerInfo.mobileNo);
    expectResult(await addCustomer(confirmed(first, a.utr, codeA)), 0);
    expectResult(await addCustomer(confirmed(second, b.utr, codeB)), 409, messages.registrationRefused);
  });

  it('refuses a code presented with changed data, a wrong code and a reused code', async () => {
    const body = newIndividual();
    const { utr } = challengeOf(await addCustomer(body));
    const code = await readCode(t.app, body.CustomerInfo.mobileNo);
    const changed = { ...body, CustomerInfo: { ...body.CustomerInfo, firstName: 'Someone' } };
    expectResult(await addCustomer(confirmed(changed, utr, code)), 401, messages.wrongCode);
    const other = newIndividual();
    const otherChallenge = challengeOf(await addCustomer(other));
    expectResult(await addCustomer(confirmed(other, otherChallenge.utr, code === '000000' ? '111111' : '000000')), 401, messages.wrongCode);
    const otherCode = await readCode(t.app, other.CustomerInfo.mobileNo);
    expectResult(await addCustomer(confirmed(other, otherChallenge.utr, otherCode)), 0);
    expectResult(await addCustomer(confirmed(other, otherChallenge.utr, otherCode)), 401, messages.wrongCode);
  });
});
