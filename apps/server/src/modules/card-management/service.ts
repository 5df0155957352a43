import { ErrorCode, normalizeDigits, type SaveCardRequest, type SavedCard } from '@portal/contract';
import { GatewayError } from '../../adapters/payment-gateway/payment-gateway.ts';
import { Answer } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { savedCardRepository as cards, type SavedCardRow } from '../payments/index.ts';
import { requireMobile } from '../../platform/mobile.ts';

const toWire = (c: SavedCardRow): SavedCard => ({
  id: c.id,
  cardNumber: c.masked,
  cardNumberMasked: c.masked,
  expiryDate: c.expiry,
  cardName: c.card_name,
  mobileNumber: c.mobile_no,
  Enabled: c.enabled,
  cardToken: c.vault_token,
});

/** My Cards: every call acts on the signed-in customer's cards only, whatever ids the body names. */
export function cardManagementService({ db, gateway }: Deps) {
  function assertSelf(session: SessionRef, customerId: number | null | undefined) {
    if (customerId != null && customerId !== session.customerId) throw unauthorized();
  }

  async function list(session: SessionRef, customerId: number) {
    assertSelf(session, customerId);
    return { creditCardInfo: (await cards.list(db, session.customerId)).map(toWire) };
  }

  async function save(session: SessionRef, body: SaveCardRequest) {
    assertSelf(session, body.creditCardInfo.CustomerId);
    assertSelf(session, body.customerInfo?.customerID);
    if (!/^[A-Za-z0-9 .,'&()\-/]+$/.test(body.creditCardInfo.CardName)) {
      throw new AppError(ErrorCode.MissingDataIntegrity, {
        en: 'Card name: English letters, digits and symbols only',
        ar: 'اسم البطاقة: أحرف إنجليزية وأرقام ورموز فقط',
      });
    }
    let vaulted;
    try {
      vaulted = await gateway.vaultCard(body.creditCardInfo.Nonce);
    } catch (err) {
      if (err instanceof GatewayError && err.code === 'nonce_invalid') {
        throw new AppError(ErrorCode.MissingDataIntegrity, {
          en: 'The card details expired. Please enter the card again',
          ar: 'انتهت صلاحية بيانات البطاقة. يرجى إدخال البطاقة مرة أخرى',
        });
      }
      throw err;
    }
    const existing = (await cards.list(db, session.customerId)).find((c) => c.masked === vaulted.masked && c.expiry === vaulted.expiry);
    if (existing) {
      await gateway.deleteVaultedCard(vaulted.token).catch(() => undefined);
      throw new AppError(ErrorCode.Conflict, { en: 'This card is already saved', ar: 'هذه البطاقة محفوظة بالفعل' });
    }
    const typed = normalizeDigits(body.creditCardInfo.MobileNumber ?? '').trim();
    // The spec's 0 stands for no mobile; any other value is read by the contract's rule.
    const mobile = typed && typed !== '0' ? requireMobile(typed) : '0';
    const id = await cards.insert(db, {
      customer_id: session.customerId,
      vault_token: vaulted.token,
      masked: vaulted.masked,
      expiry: vaulted.expiry,
      card_name: body.creditCardInfo.CardName,
      mobile_no: mobile,
    });
    const card = (await cards.byId(db, id))!;
    return new Answer({ card: toWire(card) }, { en: 'The card has been saved', ar: 'تم حفظ البطاقة' });
  }

  async function remove(session: SessionRef, cardId: number) {
    const removed = await cards.softDelete(db, session.customerId, cardId);
    if (!removed) throw notFound({ en: 'Card not found', ar: 'البطاقة غير موجودة' });
    await gateway.deleteVaultedCard(removed.vault_token).catch(() => undefined);
    return new Answer(null, { en: 'The card has been deleted', ar: 'تم حذف البطاقة' });
  }

  return { list, save, remove };
}
