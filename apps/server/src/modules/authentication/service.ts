import {
  ErrorCode,
  messages,
  isStrongPassword,
  normalizeDigits,
  omanMobile,
  patterns,
  type ChangePasswordRequest,
  type ForceChangePasswordRequest,
  type ForgotPasswordRequest,
  type LoginDetails,
  type LoginRequest,
  type LoginSuccessDetails,
} from '@portal/contract';
import { Answer, type CallContext } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { randomToken } from '../../platform/crypto.ts';
import { customerRepository as customers, fullName, type CustomerRow } from '../personal-profile/index.ts';
import { LoginFailures } from './login-failures.ts';
import { MENU } from './menu.ts';
import { passwordGrants } from './password-grants.ts';
import { loginCodeText, resetCodeText } from './sms-texts.ts';

export function authenticationService(deps: Deps) {
  const { db, codes, sessions, config } = deps;
  const failures = new LoginFailures(db, config);

  async function openSession(customer: CustomerRow, ip: string): Promise<LoginSuccessDetails> {
    const sessionID = await sessions.create(customer.id, ip);
    return {
      customerInfo: {
        customerID: customer.id,
        fullName: fullName(customer, 'en'),
        fullNameAr: fullName(customer, 'ar'),
        mobileNo: customer.mobile_no,
        userName: customer.user_name ?? customer.mobile_no,
        email: customer.email,
      },
      legalDocument: {
        documentNo: customer.document_no,
        documentType: customer.document_type,
        natCountryIsoCode: customer.nat_country,
      },
      // The spec's token and dataKey fed client-side AES; we keep the fields, filled with random values (DESIGN §4).
      authenticationInfo: { sessionID, token: randomToken(), dataKey: '' },
      menu: MENU,
      timerSessionTimeout: config.SESSION_IDLE_SECONDS,
      decimalLength: 3,
    };
  }

  /** Individual: mobile → code (-2), then code → session. Company: username + password → session, or 19. */
  async function login(body: LoginRequest, ctx: CallContext): Promise<LoginDetails> {
    const typed = normalizeDigits(body.credentials.userName.trim());
    // A mobile as people write it (+968 9000 0001) is the individual's; 8 bare digits stay a company's username.
    const mobile = omanMobile(typed);
    const userName = mobile && (patterns.omanMobile.test(typed) || !patterns.companyUsername.test(typed)) ? mobile : typed;
    if (body.authenticate?.pin) {
      const verified = await codes.verify('login', body.authenticate.utr, normalizeDigits(body.authenticate.pin));
      const customer = verified.customerId ? await customers.byId(db, verified.customerId) : undefined;
      if (!customer || verified.subject !== userName) throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
      return openSession(customer, ctx.ip);
    }
    if (patterns.omanMobile.test(userName)) {
      const customer = await customers.individualByMobile(db, userName);
      const authenticate = await codes.issue({
        purpose: 'login',
        mobile: userName,
        ip: ctx.ip,
        customerId: customer?.id ?? null,
        deliver: Boolean(customer),
        text: loginCodeText,
      });
      throw new AppError(ErrorCode.OtpRequired, 'otpSent', { authenticate });
    }
    if (!patterns.companyUsername.test(userName)) throw new AppError(ErrorCode.Unauthorized, 'wrongCredentials');
    const userKey = `login:${userName.toLowerCase()}`;
    await failures.assertAllowed(userKey);
    const customer = await customers.byUserName(db, userName);
    const valid = await verifyPassword(customer?.kind === 'company' ? customer.password_hash : null, body.credentials.password);
    if (!customer || !valid) {
      await failures.record(userKey, ctx.ip);
      throw new AppError(ErrorCode.Unauthorized, 'wrongCredentials');
    }
    await failures.clear(userKey);
    if (customer.must_change_password) throw new AppError(ErrorCode.ForceChangePassword, 'forceChange');
    return openSession(customer, ctx.ip);
  }

  /** Request and resend issue a code (a decoy one when nothing matches); verify hands back a grant. */
  async function forgotPassword(body: ForgotPasswordRequest, ctx: CallContext) {
    const userName = body.customerInfo.userName.trim();
    const documentNo = normalizeDigits(body.legalDocument.documentNo.trim());
    const customer = await customers.byUserName(db, userName);
    const matches = customer?.kind === 'company' && customer.document_no.toUpperCase() === documentNo.toUpperCase();
    if (body.authenticate?.pin) {
      const verified = await codes.verify('reset', body.authenticate.utr, normalizeDigits(body.authenticate.pin));
      if (!matches || verified.customerId !== customer.id) throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
      return { passwordGrant: await passwordGrants.create(db, customer.id, 'reset') };
    }
    const authenticate = await codes.issue({
      purpose: 'reset',
      // A decoy is keyed on the username so its send limits still apply.
      mobile: matches ? customer.mobile_no : `unknown:${userName.toLowerCase()}`,
      ip: ctx.ip,
      customerId: matches ? customer.id : null,
      deliver: Boolean(matches),
      text: resetCodeText,
    });
    throw new AppError(ErrorCode.OtpRequired, 'otpSent', { authenticate });
  }

  function checkNewPassword(oldPassword: string, newPassword: string, confirmPassword: string): void {
    if (!isStrongPassword(newPassword)) throw new AppError(ErrorCode.MissingDataIntegrity, 'weakPassword');
    if (newPassword !== confirmPassword) throw new AppError(ErrorCode.MissingDataIntegrity, 'passwordsDoNotMatch');
    if (newPassword === oldPassword) throw new AppError(ErrorCode.MissingDataIntegrity, 'samePassword');
  }

  async function forceChangePassword(body: ForceChangePasswordRequest, ctx: CallContext) {
    const { oldPassword, newPassword, confirmPassword } = body.passwordInfo;
    const userKey = `login:${body.customerInfo.userName.trim().toLowerCase()}`;
    await failures.assertAllowed(userKey);
    const customer = await customers.byUserName(db, body.customerInfo.userName.trim());
    const valid = await verifyPassword(customer?.must_change_password ? customer.password_hash : null, oldPassword);
    if (!customer || !valid) {
      await failures.record(userKey, ctx.ip);
      throw new AppError(ErrorCode.Unauthorized, 'wrongCredentials');
    }
    checkNewPassword(oldPassword, newPassword, confirmPassword);
    await customers.setPassword(db, customer.id, await hashPassword(newPassword));
    await failures.clear(userKey);
    await sessions.endAll(customer.id);
    return new Answer(null, messages.passwordChangedLogin);
  }

  async function changePassword(body: ChangePasswordRequest, ctx: CallContext<SessionRef>) {
    if (body.customerInfo.customerID !== ctx.session.customerId) throw unauthorized();
    const customer = await customers.byId(db, ctx.session.customerId);
    if (!customer || customer.kind !== 'company') throw unauthorized();
    const { oldPassword, newPassword, confirmPassword } = body.passwordInfo;
    const userKey = `change:${customer.id}`;
    await failures.assertAllowed(userKey);
    if (!(await verifyPassword(customer.password_hash, oldPassword))) {
      await failures.record(userKey, ctx.ip);
      throw new AppError(ErrorCode.MissingDataIntegrity, 'wrongOldPassword');
    }
    checkNewPassword(oldPassword, newPassword, confirmPassword);
    await customers.setPassword(db, customer.id, await hashPassword(newPassword));
    await failures.clear(userKey);
    await sessions.endAll(customer.id, { keep: ctx.session.idHash });
    return new Answer(null, messages.passwordChanged);
  }

  async function logout(ctx: CallContext) {
    if (ctx.sessionId) await sessions.end(ctx.sessionId);
    return new Answer(null, messages.loggedOut);
  }

  return { login, forgotPassword, forceChangePassword, changePassword, logout };
}
