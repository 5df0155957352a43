import {
  ErrorCode,
  isStrongPassword,
  messages,
  patterns,
  type AddCustomerRequest,
  type CheckCustomerRequest,
  type CreatePasswordRequest,
} from '@portal/contract';
import { Answer, type CallContext } from '../../platform/calls.ts';
import { sha256 } from '../../platform/crypto.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Queryable } from '../../platform/db.ts';
import { passwordGrants } from '../authentication/password-grants.ts';
import { registrationCodeText } from '../authentication/sms-texts.ts';
import { customerRepository as customers, type NewCustomer } from './customer-repository.ts';
import { customerFromRegistration } from './registration-rules.ts';

export function personalProfileService(deps: Deps) {
  const { db, codes } = deps;

  async function assertNew(q: Queryable, c: NewCustomer): Promise<void> {
    const sameDocument = await customers.byDocument(q, c.document_type, c.document_no);
    const sameMobile = c.kind === 'individual' ? await customers.individualByMobile(q, c.mobile_no) : undefined;
    if (sameDocument || sameMobile) throw new AppError(ErrorCode.Conflict, 'customerExists');
  }

  /**
   * First submit: rules, duplicates, then a code to the given mobile (-2). Confirming submit: the code
   * must have been issued for exactly this registration (its fingerprint is the code's payload).
   */
  async function addCustomer(body: AddCustomerRequest, ctx: CallContext) {
    const candidate = customerFromRegistration(body);
    const fingerprint = sha256(JSON.stringify(candidate));
    if (!body.authenticate?.pin) {
      await assertNew(db, candidate);
      const authenticate = await codes.issue({
        purpose: 'register',
        mobile: candidate.mobile_no,
        ip: ctx.ip,
        payload: { fingerprint },
        deliver: true,
        text: registrationCodeText,
        language: body.CustomerInfo.language,
      });
      throw new AppError(ErrorCode.OtpRequired, 'otpSent', { authenticate });
    }
    const verified = await codes.verify('register', body.authenticate.utr, body.authenticate.pin);
    const payload = verified.payload as { fingerprint?: string } | null;
    if (verified.subject !== candidate.mobile_no || payload?.fingerprint !== fingerprint) {
      throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
    }
    return db.tx(async (q) => {
      await assertNew(q, candidate);
      const customerId = await customers.insert(q, candidate);
      if (candidate.kind === 'individual') return new Answer(null, messages.registered);
      const passwordGrant = await passwordGrants.create(q, customerId, 'register');
      return new Answer(
        { customerId, legalDocument: { documentNo: candidate.document_no, documentType: candidate.document_type }, passwordGrant },
        messages.success,
      );
    });
  }

  async function checkCustomer(body: CheckCustomerRequest) {
    const userName = body.userName.trim();
    if (!patterns.companyUsername.test(userName)) {
      throw invalidInput({ en: 'Username must be 8 to 30 letters and digits', ar: 'اسم المستخدم يجب أن يكون من 8 إلى 30 حرفاً ورقماً' });
    }
    if (await customers.byUserName(db, userName)) throw new AppError(ErrorCode.Conflict, 'usernameTaken');
    return new Answer(null, messages.usernameAvailable);
  }

  async function createPassword(body: CreatePasswordRequest) {
    const { password, confirmPassword } = body.passwordInfo;
    if (!isStrongPassword(password)) throw new AppError(ErrorCode.MissingDataIntegrity, 'weakPassword');
    if (password !== confirmPassword) throw new AppError(ErrorCode.MissingDataIntegrity, 'passwordsDoNotMatch');
    const passwordHash = await hashPassword(password);
    return db.tx(async (q) => {
      const grant = await passwordGrants.consume(q, body.passwordGrant);
      if (grant.purpose === 'register') {
        const userName = body.customerInfo.userName?.trim() ?? '';
        if (!patterns.companyUsername.test(userName)) {
          throw invalidInput({ en: 'Username must be 8 to 30 letters and digits', ar: 'اسم المستخدم يجب أن يكون من 8 إلى 30 حرفاً ورقماً' });
        }
        const holder = await customers.byUserName(q, userName);
        if (holder && holder.id !== grant.customerId) throw new AppError(ErrorCode.Conflict, 'usernameTaken');
        await customers.setUserName(q, grant.customerId, userName);
      }
      await customers.setPassword(q, grant.customerId, passwordHash);
      return new Answer(null, messages.passwordCreated);
    });
  }

  return { addCustomer, checkCustomer, createPassword };
}
