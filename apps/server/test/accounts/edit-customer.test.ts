import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { call, challengeOf, expectResult, outbox, readCode } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  editBody,
  editCustomer,
  editWithCode,
  getProfile,
  signedInCompany,
  signedInIndividual,
  withCode,
} from './edit-customer-fixtures.ts';

const t = useTestApp();
const updated = { en: 'Your profile has been updated', ar: 'تم تحديث ملفك الشخصي' };
const documentTaken = { en: 'Another customer is registered with this document number', ar: 'يوجد عميل آخر مسجل برقم الوثيقة هذا' };

describe('PersonalProfile/EditCustomer for an individual', () => {
  it('answers the first submit with -2 and texts a code to the mobile on file; the code saves the change', async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const body = editBody(await getProfile(t.app, sessionId), { info: { email: 'new.address@example.om', secondName: 'Khalfan' } });
    const first = await editCustomer(t.app, body, sessionId);
    expectResult(first, -2, messages.otpSent);
    const { utr, otp } = challengeOf(first);
    expect(otp).toEqual({ length: t.config.OTP_LENGTH, timer: t.config.OTP_TIMER_SECONDS, validFor: t.config.OTP_TTL_SECONDS });
    const [sms] = await outbox(t.app, me.customerInfo.mobileNo);
    expect(sms?.text).toContain('profile');
    expect((await getProfile(t.app, sessionId)).customerInfo.email).toBe(me.customerInfo.email);

    const answer = await editCustomer(t.app, withCode(body, utr, await readCode(t.app, me.customerInfo.mobileNo)), sessionId);
    expectResult(answer, 0, updated);
    // The answer is what the client puts in place of the session's customer and legal document.
    expect(answer.details).toMatchObject({
      customers: {
        customerInfo: { customerID: me.customerInfo.customerID, email: 'new.address@example.om', fullName: 'Salim Khalfan Al Busaidi' },
        legalDocument: { documentType: 'NID', documentNo: me.legalDocument.documentNo },
      },
    });
    expect((await getProfile(t.app, sessionId)).customerInfo).toMatchObject({ email: 'new.address@example.om', secondName: 'Khalfan' });
    expect((await loginIndividualDetails(t.app, me.customerInfo.mobileNo)).customerInfo.fullName).toBe('Salim Khalfan Al Busaidi');
  });

  it('sets the document type by nationality: Omani NID, anyone else PASSPORT; a mismatch is refused', async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const profile = await getProfile(t.app, sessionId);
    expectResult(await editCustomer(t.app, editBody(profile, { doc: { natCountryIsoCode: 'IN' } }), sessionId), 901);
    const saved = await editWithCode(
      t.app,
      sessionId,
      editBody(profile, { doc: { natCountryIsoCode: 'IN', documentType: 'PASSPORT', documentNo: 'p9988776' } }),
    );
    expect(saved.legalDocument).toMatchObject({ documentType: 'PASSPORT', documentNo: 'P9988776', natCountryIsoCode: 'IN' });
    const back = await editWithCode(t.app, sessionId, editBody(saved, { doc: { natCountryIsoCode: 'OM', documentType: 'NID' } }));
    expect(back.legalDocument).toMatchObject({ documentType: 'NID', natCountryIsoCode: 'OM' });
  });

  it('edits the Arabic names in Arabic, keeping the English ones', async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const profile = await getProfile(t.app, sessionId);
    const saved = await editWithCode(t.app, sessionId, editBody(profile, { info: { firstNameAr: 'خالد', thirdNameAr: 'سعيد' } }, 'ar'));
    expect(saved.customerInfo).toMatchObject({ fullNameAr: 'خالد سعيد البوسعيدي', fullName: profile.customerInfo.fullName });
  });

  it('refuses a wrong code (and keeps the record), then accepts the right one', async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const body = editBody(await getProfile(t.app, sessionId), { info: { email: 'wrong.code@example.om' } });
    const { utr } = challengeOf(await editCustomer(t.app, body, sessionId));
    const code = await readCode(t.app, me.customerInfo.mobileNo);
    const wrong = code === '000000' ? '111111' : '000000';
    expectResult(await editCustomer(t.app, withCode(body, utr, wrong), sessionId), 401, messages.wrongCode);
    expect((await getProfile(t.app, sessionId)).customerInfo.email).toBe(me.customerInfo.email);
    expectResult(await editCustomer(t.app, withCode(body, utr, code), sessionId), 0, updated);
  });

  it('refuses a used or an expired code', async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const profile = await getProfile(t.app, sessionId);
    const first = editBody(profile, { info: { email: 'first@example.om' } });
    const { utr } = challengeOf(await editCustomer(t.app, first, sessionId));
    const code = await readCode(t.app, me.customerInfo.mobileNo);
    expectResult(await editCustomer(t.app, withCode(first, utr, code), sessionId), 0);
    const second = editBody(await getProfile(t.app, sessionId), { info: { email: 'second@example.om' } });
    expectResult(await editCustomer(t.app, withCode(second, utr, code), sessionId), 401, messages.wrongCode);

    const late = challengeOf(await editCustomer(t.app, second, sessionId));
    const lateCode = await readCode(t.app, me.customerInfo.mobileNo);
    await t.db.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE utr = $1`, [late.utr]);
    expectResult(await editCustomer(t.app, withCode(second, late.utr, lateCode), sessionId), 401, messages.wrongCode);
    expect((await getProfile(t.app, sessionId)).customerInfo.email).toBe('first@example.om');
  });

  it('binds the code to the change it was sent for: a changed body, or another customer, is refused', async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const profile = await getProfile(t.app, sessionId);
    const asked = editBody(profile, { info: { email: 'asked@example.om' } });
    const { utr } = challengeOf(await editCustomer(t.app, asked, sessionId));
    const code = await readCode(t.app, me.customerInfo.mobileNo);
    const swapped = editBody(profile, { info: { email: 'attacker@example.net' } });
    expectResult(await editCustomer(t.app, withCode(swapped, utr, code), sessionId), 401, messages.wrongCode);
    expect((await getProfile(t.app, sessionId)).customerInfo.email).toBe(me.customerInfo.email);

    // Another customer's code, even for an identical-looking change, does not confirm mine.
    const other = await signedInIndividual(t.app);
    const otherBody = editBody(await getProfile(t.app, other.authenticationInfo.sessionID), { info: { email: 'asked@example.om' } });
    const theirs = challengeOf(await editCustomer(t.app, otherBody, other.authenticationInfo.sessionID));
    const theirCode = await readCode(t.app, other.customerInfo.mobileNo);
    const mine = challengeOf(await editCustomer(t.app, asked, sessionId));
    expect(mine.utr).not.toBe(theirs.utr);
    expectResult(await editCustomer(t.app, withCode(asked, theirs.utr, theirCode), sessionId), 401, messages.wrongCode);
  });

  it('refuses rule-breaking fields with 901', async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const profile = await getProfile(t.app, sessionId);
    const refused = [
      editBody(profile, { info: { firstName: 'Sal1m' } }),
      editBody(profile, { info: { lastName: '' } }),
      editBody(profile, { info: { email: 'not-an-email' } }),
      editBody(profile, { info: { mobileNo: '96899999999' } }),
      editBody(profile, { doc: { documentType: 'CNID' } }),
      editBody(profile, { doc: { documentNo: '' } }),
      editBody(profile, { doc: { documentNo: 'TOO-LONG-12' } }),
      editBody(profile, { doc: { dateOfBirth: '1990-02-31' } }),
      editBody(profile, { doc: { countryOfResidenceIsoCode: null } }),
    ];
    for (const body of refused) expectResult(await editCustomer(t.app, body, sessionId), 901);
    expectResult(
      await editCustomer(t.app, editBody(profile, { doc: { dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` } }), sessionId),
      901,
      messages.underAge,
    );
    // Bodies the contract refuses before any rule runs.
    const { authenticationInfo: _drop, ...noAuthInfo } = editBody(profile);
    expectResult(await call(t.app, 'PersonalProfile/EditCustomer', noAuthInfo, sessionId), 901);
    expectResult(
      await call(
        t.app,
        'PersonalProfile/EditCustomer',
        { ...editBody(profile), CustomerInfo: { ...profile.customerInfo, mobileNo: 7 } },
        sessionId,
      ),
      901,
    );
    expectResult(
      await call(
        t.app,
        'PersonalProfile/EditCustomer',
        { ...editBody(profile), legalDocument: { documentType: 'DRIVING', documentNo: '1' } },
        sessionId,
      ),
      901,
    );
    // An email is optional for an individual in the profile.
    expect((await editWithCode(t.app, sessionId, editBody(profile, { info: { email: '' } }))).customerInfo.email).toBeNull();
  });

  it("refuses another customer's document number with 409", async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const body = editBody(await getProfile(t.app, sessionId), { doc: { documentNo: DEMO.individual.documentNo } });
    expectResult(await editCustomer(t.app, body, sessionId), 409, documentTaken);
  });

  it('answers 0 without a code when nothing changed', async () => {
    const me = await signedInIndividual(t.app);
    const sessionId = me.authenticationInfo.sessionID;
    const before = (await outbox(t.app, me.customerInfo.mobileNo)).length;
    const answer = await editCustomer(t.app, editBody(await getProfile(t.app, sessionId)), sessionId);
    expectResult(answer, 0, { en: 'There are no changes to save', ar: 'لا توجد تغييرات لحفظها' });
    expect((await outbox(t.app, me.customerInfo.mobileNo)).length).toBe(before);
  });
});

describe('PersonalProfile/EditCustomer for a company', () => {
  it('edits the contact person and the Arabic name; a blank CR number keeps the one on file', async () => {
    const co = await signedInCompany(t.app);
    const sessionId = co.authenticationInfo.sessionID;
    const profile = await getProfile(t.app, sessionId);
    const body = editBody(
      profile,
      {
        info: { contactPersonName: 'Huda Al Amri', contactPersonJobTitle: 'Accountant', firstNameAr: 'صحار للخدمات' },
        doc: { documentNo: '' },
      },
      'ar',
    );
    const saved = await editWithCode(t.app, sessionId, body);
    expect(saved.customerInfo).toMatchObject({
      contactPersonName: 'Huda Al Amri',
      contactPersonJobTitle: 'Accountant',
      fullNameAr: 'صحار للخدمات',
      fullName: 'Sohar Logistics',
    });
    expect(saved.legalDocument).toMatchObject({ documentType: 'CNID', documentNo: profile.legalDocument.documentNo });
    const renamed = await editWithCode(t.app, sessionId, editBody(saved, { doc: { documentNo: 'cr55aa' } }));
    expect(renamed.legalDocument.documentNo).toBe('CR55AA');
  });

  it('texts the code to a new mobile to prove it, and tells the old number once it has moved', async () => {
    const co = await signedInCompany(t.app);
    const sessionId = co.authenticationInfo.sessionID;
    const oldMobile = co.customerInfo.mobileNo;
    const newMobile = '96871234567';
    // Typed as people write it, in Arabic-Indic digits: the contract's one mobile rule reads it (issue 35).
    const body = editBody(await getProfile(t.app, sessionId), { info: { mobileNo: '+٩٦٨ ٧١٢٣-٤٥٦٧' } });
    const before = (await outbox(t.app, oldMobile)).length;
    const saved = await editWithCode(t.app, sessionId, body, newMobile);
    expect(saved.customerInfo.mobileNo).toBe(newMobile);
    const old = await outbox(t.app, oldMobile);
    expect(old.length).toBe(before + 1);
    expect(old[0]).toMatchObject({ code: null });
    expect(old[0]?.text).toContain(newMobile);
  });

  it('refuses company rule breaks with 901: short mobile, no email, an individual document, a bad CR', async () => {
    const co = await signedInCompany(t.app);
    const sessionId = co.authenticationInfo.sessionID;
    const profile = await getProfile(t.app, sessionId);
    for (const body of [
      editBody(profile, { info: { mobileNo: '9689123' } }),
      editBody(profile, { info: { email: null } }),
      editBody(profile, { info: { contactPersonName: 'Huda 2' } }),
      editBody(profile, { info: { firstName: '' } }),
      editBody(profile, { doc: { documentType: 'NID' } }),
      editBody(profile, { doc: { documentNo: 'CR-1' } }),
    ]) {
      expectResult(await editCustomer(t.app, body, sessionId), 901);
    }
    expectResult(
      await editCustomer(t.app, editBody(profile, { doc: { documentNo: DEMO.company.documentNo } }), sessionId),
      409,
      documentTaken,
    );
  });
});

describe('PersonalProfile/EditCustomer access', () => {
  it('needs a session: -77 without one or with an unknown one', async () => {
    const me = await signedInIndividual(t.app);
    const body = editBody(await getProfile(t.app, me.authenticationInfo.sessionID), { info: { email: 'x@example.om' } });
    expectResult(await editCustomer(t.app, body), -77, messages.sessionTimeout);
    expectResult(await editCustomer(t.app, body, 'no-such-session'), -77, messages.sessionTimeout);
  });

  it("never edits another customer: the body's customer id must be the session's", async () => {
    const me = await signedInIndividual(t.app);
    const victim = await signedInIndividual(t.app);
    const mine = me.authenticationInfo.sessionID;
    const theirProfile = await getProfile(t.app, victim.authenticationInfo.sessionID);
    const theirs = editBody(theirProfile, { info: { email: 'taken.over@example.net' } });
    expectResult(await editCustomer(t.app, theirs, mine), 401, messages.unauthorized);
    const mixed = { ...editBody(await getProfile(t.app, mine), { info: { email: 'mixed@example.net' } }) };
    expectResult(
      await editCustomer(t.app, { ...mixed, CustomerInfo: { ...mixed.CustomerInfo, customerID: victim.customerInfo.customerID } }, mine),
      401,
    );
    expectResult(await editCustomer(t.app, { ...mixed, authenticationInfo: { customerID: victim.customerInfo.customerID } }, mine), 401);
    expect((await getProfile(t.app, victim.authenticationInfo.sessionID)).customerInfo.email).toBe(theirProfile.customerInfo.email);
    expect((await getProfile(t.app, mine)).customerInfo.email).toBe(me.customerInfo.email);
  });
});
