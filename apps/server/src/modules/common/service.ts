import type { GeneralSettingCode, GetLookUpDetails } from '@portal/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { invalidInput } from '../../platform/errors.ts';
import { commonRepository } from './common-repository.ts';

/** Lookup kinds as the request names them → the key the answer carries them under. */
const LOOKUP_KEYS = {
  DocumentType: 'documentType',
  NATCODE: 'natcode',
  Iam: 'iam',
  PaymentHistoryStatus: 'paymentHistoryStatus',
  PaymentMethod: 'paymentMethod',
} as const satisfies Record<string, keyof GetLookUpDetails>;

export function commonService({ db }: Deps) {
  async function getLookUp(codeList: string): Promise<GetLookUpDetails> {
    const kinds = codeList
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const unknown = kinds.find((k) => !(k in LOOKUP_KEYS));
    if (!kinds.length || unknown) {
      throw invalidInput({ en: `lookupsInfo.code: unknown lookup ${unknown ?? ''}`.trim(), ar: 'lookupsInfo.code: قائمة غير معروفة' });
    }
    const rows = await commonRepository.lookups(db, kinds);
    const details: GetLookUpDetails = {};
    for (const kind of kinds) {
      details[LOOKUP_KEYS[kind as keyof typeof LOOKUP_KEYS]] = rows
        .filter((r) => r.kind === kind)
        .map(({ code, adesc, edesc }) => ({ code, adesc, edesc }));
    }
    return details;
  }

  async function getGeneralSetting(code: GeneralSettingCode) {
    const row = await commonRepository.generalSetting(db, code);
    if (!row) throw notFound();
    return row;
  }

  return { getLookUp, getGeneralSetting };
}
