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
import { passwordGrants, registrationAttemptText, registrationCodeText } from '../authentication/index.ts';
import { customerRepository as customers, type NewCustomer } from './customer-repository.ts';
import { customerFromRegistration } from './registration-rules.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: unknown }).code === '23505';

/** Why a verified registration cannot go on, and whose registered mobile to tell about it. */
interface Clash {
  answer: AppError;
  alert?: string;
}

export function personalProfileService(deps: Deps) {
  const { db, codes, outbox, sessions } = deps;

  /**
   * Asked only once the code proved the mobile (decision 015). Its owner learns it is registered
   * already; a document registered with another mobile is refused with a generic answer, and the
   * mobile it is registered with is told that someone tried.
   */
  async function clashOf(q: Queryable, c: NewCustomer): Promise<Clash | undefined> {
    const sameDocument = await customers.byDocument(q, c.document_type, c.document_no);
    const sameMobile = c.kind === 'individual' ? await customers.individualByMobile(q, c.mobile_no) : undefined;
    if (!sameDocument && !sameMobile) return undefined;
    const alert = sameDocument && sameDocument.mobile_no !== c.mobile_no ? sameDocument.mobile_no : undefined;
    const owner = sameMobile ?? (sameDocument?.mobile_no === c.mobile_no ? sameDocument : undefined);
    return { answer: new AppError(ErrorCode.Conflict, owner ? 'alreadyRegistered' : 'registrationRefused'), alert };
  }

  /**
   * First submit: rules, then a code to the given mobile (-2), whether or not the mobile or the
   * document is registered already: the same answer in the same time, so the form cannot tell anyone
   * who has an account (decision 015). Confirming submit: the code must have been issued for exactly
   * this registration (its fingerprint is the code's payload); only then are duplicates looked at.
   */
  async function addCustomer(body: AddCustomerRequest, ctx: CallContext) {
    const candidate = customerFromRegistration(body);
    const fingerprint = sha256(JSON.stringify(candidate));
    if (!body.authenticate?.pin) {
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
    const outcome = await db
      .tx(async (q) => {
        const clash = await clashOf(q, candidate);
        if (clash) return clash;
        const customerId = await customers.insert(q, candidate);
        return { customerId, passwordGrant: candidate.kind === 'company' ? await passwordGrants.create(q, customerId, 'register') : null };
      })
      .catch((err: unknown): Clash => {
        // Another registration of the same document or mobile committed between our check and insert.
        if (isUniqueViolation(err)) return { answer: new AppError(ErrorCode.Conflict, 'registrationRefused') };
        throw err;
      });
    if ('answer' in outcome) {
      if (outcome.alert) await outbox.send(outcome.alert, `${registrationAttemptText.en}\n${registrationAttemptText.ar}`);
      throw outcome.answer;
    }
    if (!outcome.passwordGrant) return new Answer(null, messages.registered);
    return new Answer(
      {
        customerId: outcome.customerId,
        legalDocument: { documentNo: candidate.document_no, documentType: candidate.document_type },
        passwordGrant: outcome.passwordGrant,
      },
      messages.success,
    );
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
      // A reset is how a customer takes the account back: every session opened before it ends.
      await sessions.endAll(grant.customerId, { q });
      return new Answer(null, messages.passwordCreated);
    });
  }

  return { addCustomer, checkCustomer, createPassword };
}
