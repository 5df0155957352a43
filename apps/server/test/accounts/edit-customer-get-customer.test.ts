import { describe, expect, it } from 'vitest';
import { calls, messages } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginCompanyDetails, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const getCustomer = (sessionId: string | undefined, customerID?: number) =>
  call(t.app, calls.getCustomer, { deviceInfo, ...(customerID === undefined ? {} : { customerInfo: { customerID } }) }, { sessionId });

describe('PersonalProfile/GetCustomer (the profile form is filled from it)', () => {
  it("answers the signed-in individual's whole record", async () => {
    const me = await loginIndividualDetails(t.app);
    const answer = await getCustomer(me.authenticationInfo.sessionID, me.customerInfo.customerID);
    expectResult(answer, 0);
    expect(answer.details).toEqual({
      customers: {
        customerInfo: {
          customerID: me.customerInfo.customerID,
          userName: DEMO.individual.mobile,
          firstName: 'Ahmed',
          secondName: 'Salim',
          thirdName: 'Nasser',
          lastName: 'Al Harthy',
          firstNameAr: 'أحمد',
          secondNameAr: 'سالم',
          thirdNameAr: 'ناصر',
          lastNameAr: 'الحارثي',
          email: 'ahmed.harthy@example.om',
          mobileNo: DEMO.individual.mobile,
          contactPersonName: null,
          contactPersonJobTitle: null,
          fullName: 'Ahmed Salim Nasser Al Harthy',
          fullNameAr: 'أحمد سالم ناصر الحارثي',
        },
        legalDocument: {
          documentType: 'NID',
          documentNo: DEMO.individual.documentNo,
          dateOfBirth: '1988-04-12',
          countryOfResidenceIsoCode: 'OM',
          natCountryIsoCode: 'OM',
        },
      },
    });
  });

  it("answers a company's name, contact person and CR number; the customer id may be left out", async () => {
    const co = await loginCompanyDetails(t.app);
    const answer = await getCustomer(co.authenticationInfo.sessionID);
    expectResult(answer, 0);
    expect(answer.details).toMatchObject({
      customers: {
        customerInfo: {
          userName: DEMO.company.userName,
          firstName: 'Muscat Trading LLC',
          firstNameAr: 'مسقط للتجارة',
          contactPersonName: 'Khalid Al Rawahi',
          contactPersonJobTitle: 'Finance Manager',
          mobileNo: DEMO.company.mobile,
        },
        legalDocument: { documentType: 'CNID', documentNo: DEMO.company.documentNo, dateOfBirth: null },
      },
    });
  });

  it("needs a session (-77) and never answers another customer's record (401)", async () => {
    expectResult(await getCustomer(undefined), -77, messages.sessionTimeout);
    expectResult(await getCustomer('no-such-session'), -77, messages.sessionTimeout);
    const me = await loginIndividualDetails(t.app);
    const other = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
    const answer = await getCustomer(me.authenticationInfo.sessionID, other.customerInfo.customerID);
    expectResult(answer, 401, messages.unauthorized);
    expect(answer.details).toBeNull();
    // Each session reads its own record, side by side.
    const mine = await getCustomer(me.authenticationInfo.sessionID);
    const theirs = await getCustomer(other.authenticationInfo.sessionID);
    expect(mine.details?.customers.customerInfo.customerID).toBe(me.customerInfo.customerID);
    expect(theirs.details?.customers.customerInfo.customerID).toBe(other.customerInfo.customerID);
  });

  it('refuses a malformed body with 901', async () => {
    const me = await loginIndividualDetails(t.app);
    expectResult(
      await call(t.app, 'PersonalProfile/GetCustomer', { deviceInfo, customerInfo: { customerID: 'me' } }, me.authenticationInfo.sessionID),
      901,
    );
    expectResult(await call(t.app, 'PersonalProfile/GetCustomer', {}, me.authenticationInfo.sessionID), 901);
  });
});
