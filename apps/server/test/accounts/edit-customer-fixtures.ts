import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  AddCustomerDetailsSchema,
  calls,
  ProfileDetailsSchema,
  type EditCustomerRequest,
  type LoginSuccessDetails,
  type ProfileDetails,
  type RequestOf,
} from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, readCode } from '../support/api.ts';
import { confirmed, newCompany, newIndividual, type AddCustomerBody } from '../support/factories.ts';
import { loginCompanyDetails, loginIndividualDetails } from '../support/logins.ts';

export type EditBody = RequestOf<typeof calls.editCustomer>;
type Changes = { info?: Partial<EditBody['CustomerInfo']>; doc?: Partial<EditBody['legalDocument']> };

async function register(app: FastifyInstance, body: AddCustomerBody) {
  const { utr } = challengeOf(await call(app, calls.addCustomer, body));
  const answer = await call(app, calls.addCustomer, confirmed(body, utr, await readCode(app, body.CustomerInfo.mobileNo)));
  expectResult(answer, 0);
  return answer.details;
}

/** A freshly registered individual, signed in: tests change it without touching the demo data. */
export async function signedInIndividual(
  app: FastifyInstance,
  info: Partial<AddCustomerBody['CustomerInfo']> = {},
): Promise<LoginSuccessDetails> {
  const body = newIndividual(info);
  await register(app, body);
  return loginIndividualDetails(app, body.CustomerInfo.mobileNo);
}

let companies = 0;
/** A freshly registered company with its username and password, signed in. */
export async function signedInCompany(app: FastifyInstance): Promise<LoginSuccessDetails & { password: string }> {
  const body = newCompany();
  const { passwordGrant } = AddCustomerDetailsSchema.options[1].parse(await register(app, body));
  const userName = `profileco${++companies}${Date.now() % 100000}`;
  const password = 'Profile#2026a';
  expectResult(
    await call(app, calls.createPassword, {
      deviceInfo,
      passwordInfo: { password, confirmPassword: password },
      customerInfo: { userName },
      passwordGrant,
    }),
    0,
  );
  return { ...(await loginCompanyDetails(app, userName, password)), password };
}

export async function getProfile(app: FastifyInstance, sessionId: string): Promise<ProfileDetails['customers']> {
  const answer = await call(app, calls.getCustomer, { deviceInfo }, sessionId);
  expectResult(answer, 0);
  return ProfileDetailsSchema.parse(answer.details).customers;
}

/** The body the profile page sends: the record as read, with `changes` on top. */
export function editBody(profile: ProfileDetails['customers'], changes: Changes = {}, language: 'en' | 'ar' = 'en'): EditBody {
  const { customerInfo: c, legalDocument: d } = profile;
  return {
    deviceInfo,
    CustomerInfo: {
      customerID: c.customerID,
      userName: c.userName,
      firstName: c.firstName,
      secondName: c.secondName,
      thirdName: c.thirdName,
      lastName: c.lastName,
      firstNameAr: c.firstNameAr,
      secondNameAr: c.secondNameAr,
      thirdNameAr: c.thirdNameAr,
      lastNameAr: c.lastNameAr,
      email: c.email,
      mobileNo: c.mobileNo,
      contactPersonName: c.contactPersonName,
      contactPersonJobTitle: c.contactPersonJobTitle,
      language,
      ...changes.info,
    },
    authenticationInfo: { customerID: c.customerID, userName: c.userName },
    legalDocument: {
      documentType: d.documentType,
      documentNo: d.documentNo,
      dateOfBirth: d.dateOfBirth,
      natCountryIsoCode: d.natCountryIsoCode,
      countryOfResidenceIsoCode: d.countryOfResidenceIsoCode,
      ...changes.doc,
    },
    authenticate: null,
  };
}

export const withCode = (body: EditBody, utr: string, pin: string): EditBody => ({ ...body, authenticate: { utr, pin, otp: null } });

export const editCustomer = (app: FastifyInstance, body: EditBody | EditCustomerRequest, sessionId?: string) =>
  call(app, calls.editCustomer, body as EditBody, { sessionId });

/** First submit (-2), then the same body with the code texted to `mobile`; the confirming answer. */
export async function editWithCode(app: FastifyInstance, sessionId: string, body: EditBody, mobile = body.CustomerInfo.mobileNo) {
  const { utr } = challengeOf(await editCustomer(app, body, sessionId));
  const answer = await editCustomer(app, withCode(body, utr, await readCode(app, mobile)), sessionId);
  expect(answer.result.errorCode, answer.result.errorEDesc).toBe(0);
  return ProfileDetailsSchema.parse(answer.details).customers;
}
