import type { GeneralSettingCode, LookupItem } from '@portal/contract';
import { one, type Queryable } from '../../platform/db.ts';

/** The reference data every screen reads: lookups (document types, nationalities…) and the content pages. */
export const commonRepository = {
  lookups: (q: Queryable, kinds: string[]) =>
    q.query<LookupItem & { kind: string }>('SELECT kind, code, adesc, edesc FROM lookups WHERE kind = ANY($1) ORDER BY kind, sort, edesc', [
      kinds,
    ]),

  lookupExists: async (q: Queryable, kind: string, code: string) =>
    Boolean(await one(q, 'SELECT 1 FROM lookups WHERE kind = $1 AND code = $2', [kind, code])),

  generalSetting: (q: Queryable, code: GeneralSettingCode) =>
    one<{ code: GeneralSettingCode; adesc: string; edesc: string }>(q, 'SELECT code, adesc, edesc FROM general_settings WHERE code = $1', [
      code,
    ]),
};
