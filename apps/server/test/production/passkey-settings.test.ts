import { describe, expect, it } from 'vitest';
import { passkeyProblems, relyingParty } from '../../src/platform/passkey-settings.ts';

describe('staff passkeys: the relying party from the settings (decision 054)', () => {
  it('defaults to PUBLIC_URL: its origin, and its host as the relying-party id', () => {
    expect(relyingParty({ PUBLIC_URL: 'https://pay.example.om/' })).toMatchObject({
      id: 'pay.example.om',
      origin: 'https://pay.example.om',
    });
    expect(
      relyingParty({ PUBLIC_URL: 'http://127.0.0.1:1', STAFF_PASSKEY_ORIGIN: 'https://bo.example.om', STAFF_PASSKEY_RP_ID: 'example.om' }),
    ).toMatchObject({ id: 'example.om', origin: 'https://bo.example.om' });
  });

  it('refuses a development origin and an id the origin does not belong to', () => {
    expect(passkeyProblems({ PUBLIC_URL: 'https://pay.example.om' })).toEqual([]);
    expect(passkeyProblems({ PUBLIC_URL: 'https://pay.example.om', STAFF_PASSKEY_RP_ID: 'example.om' })).toEqual([]);
    expect(passkeyProblems({ PUBLIC_URL: 'http://pay.example.om' }).map((p) => p.setting)).toEqual(['PUBLIC_URL']);
    expect(passkeyProblems({ PUBLIC_URL: 'https://localhost:3000' })[0]!.problem).toMatch(/development origin/);
    expect(passkeyProblems({ PUBLIC_URL: 'http://127.0.0.1:80', STAFF_PASSKEY_ORIGIN: 'https://bo.example.om' })).toEqual([]);
    expect(
      passkeyProblems({ PUBLIC_URL: 'https://pay.example.om', STAFF_PASSKEY_ORIGIN: 'http://localhost:3000' }).map((p) => p.setting),
    ).toEqual(['STAFF_PASSKEY_ORIGIN']);
    expect(passkeyProblems({ PUBLIC_URL: 'https://pay.example.om', STAFF_PASSKEY_RP_ID: 'xample.om' }).map((p) => p.setting)).toEqual([
      'STAFF_PASSKEY_RP_ID',
    ]);
  });
});
