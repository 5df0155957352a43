import { ErrorCode, normalizeDigits, type EditCustomerRequest, type GetCustomerRequest, type ProfileDetails } from '@portal/contract';
import { Answer, type CallContext } from '../../platform/calls.ts';
import { sha256 } from '../../platform/crypto.ts';
import type { Queryable } from '../../platform/db.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { fullName } from './customer-repository.ts';
import { profileRepository as profiles, type ProfileRow } from './profile-repository.ts';
import { currentProfile, profileUpdate, sameProfile, type ProfileUpdate } from './profile-rules.ts';
import { mobileChangedText, profileCodeText, profileMessages } from './profile-texts.ts';

const PURPOSE = 'profile';

export function toProfileDetails(c: ProfileRow): ProfileDetails {
  return {
    customers: {
      customerInfo: {
        customerID: c.id,
        userName: c.user_name ?? c.mobile_no,
        firstName: c.first_name,
        secondName: c.second_name,
        thirdName: c.third_name,
        lastName: c.last_name,
        firstNameAr: c.first_name_ar,
        secondNameAr: c.second_name_ar,
        thirdNameAr: c.third_name_ar,
        lastNameAr: c.last_name_ar,
        email: c.email,
        mobileNo: c.mobile_no,
        contactPersonName: c.contact_person_name,
        contactPersonJobTitle: c.contact_person_job_title,
        fullName: fullName(c, 'en'),
        fullNameAr: fullName(c, 'ar'),
      },
      legalDocument: {
        documentType: c.document_type,
        documentNo: c.document_no,
        dateOfBirth: c.birth_date,
        countryOfResidenceIsoCode: c.residence_country,
        natCountryIsoCode: c.nat_country,
      },
    },
  };
}

/** A unique-index refusal (two saves racing for one document): SQLSTATE 23505. */
const isUniqueViolation = (err: unknown) => (err as { code?: unknown }).code === '23505';

/**
 * The signed-in customer's own profile (spec 01 §2, §4 "Profile save"). Every read and write is by
 * the session's customer id; an id in the body that is not the session's is refused (401).
 */
export function profileService(deps: Deps) {
  const { db, codes, outbox } = deps;

  async function ownRow(ctx: CallContext<SessionRef>, ...claimed: Array<number | null | undefined>): Promise<ProfileRow> {
    if (claimed.some((id) => id !== undefined && id !== null && id !== ctx.session.customerId)) throw unauthorized();
    const row = await profiles.byId(db, ctx.session.customerId);
    if (!row) throw unauthorized();
    return row;
  }

  async function assertDocumentFree(q: Queryable, customerId: number, update: ProfileUpdate): Promise<void> {
    if (await profiles.documentHolder(q, customerId, update.document_type, update.document_no)) {
      throw new AppError(ErrorCode.Conflict, profileMessages.documentTaken);
    }
  }

  async function getCustomer(body: GetCustomerRequest, ctx: CallContext<SessionRef>) {
    return toProfileDetails(await ownRow(ctx, body.customerInfo?.customerID));
  }

  /**
   * First submit: rules, then a code (-2) to the mobile on file, or to the new mobile when a company
   * changes it (it must be proven before codes go there). Confirming submit: the code must have been
   * issued to this customer for exactly this change (its fingerprint is the code's payload).
   */
  async function editCustomer(body: EditCustomerRequest, ctx: CallContext<SessionRef>) {
    const current = await ownRow(ctx, body.authenticationInfo.customerID, body.CustomerInfo.customerID);
    const customerId = current.id;
    const update = profileUpdate(body, current);
    if (sameProfile(update, currentProfile(current))) return new Answer(toProfileDetails(current), profileMessages.unchanged);
    const fingerprint = sha256(JSON.stringify({ customerId, update }));

    if (!body.authenticate?.pin) {
      await assertDocumentFree(db, customerId, update);
      const authenticate = await codes.issue({
        purpose: PURPOSE,
        mobile: update.mobile_no,
        ip: ctx.ip,
        customerId,
        payload: { fingerprint },
        deliver: true,
        text: profileCodeText,
        language: body.CustomerInfo.language,
      });
      throw new AppError(ErrorCode.OtpRequired, 'otpSent', { authenticate });
    }

    const verified = await codes.verify(PURPOSE, body.authenticate.utr, normalizeDigits(body.authenticate.pin));
    const payload = verified.payload as { fingerprint?: string } | null;
    if (verified.customerId !== customerId || verified.subject !== update.mobile_no || payload?.fingerprint !== fingerprint) {
      throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
    }
    let saved: ProfileRow | undefined;
    try {
      saved = await db.tx(async (q) => {
        await assertDocumentFree(q, customerId, update);
        await profiles.update(q, customerId, update);
        return profiles.byId(q, customerId);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ErrorCode.Conflict, profileMessages.documentTaken);
      throw err;
    }
    if (!saved) throw unauthorized();
    if (update.mobile_no !== current.mobile_no) {
      const text = mobileChangedText(update.mobile_no);
      await outbox.send(current.mobile_no, body.CustomerInfo.language === 'ar' ? `${text.ar}\n${text.en}` : `${text.en}\n${text.ar}`);
    }
    return new Answer(toProfileDetails(saved), profileMessages.updated);
  }

  return { getCustomer, editCustomer };
}
