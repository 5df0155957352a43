import { beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_CHANNEL_CODE, BRANCH_TYPE, calls, type Branch } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { loginCompany, loginIndividual } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
let sid: string;

const ask = (sessionId: string, body: Record<string, unknown> = { lookupsInfo: { code: '' } }) =>
  call(t.app, calls.getBrancheDetails.path, { deviceInfo, sysOpInfo: { customerId: 1 }, ...body }, sessionId);

async function branches(sessionId = sid): Promise<Branch[]> {
  const answer = await ask(sessionId);
  expectResult(answer, 0);
  return (answer.details as { branches: Branch[] }).branches;
}

beforeAll(async () => {
  sid = await loginIndividual(t.app);
});

describe('LocationDetails/GetBrancheDetails', () => {
  it('answers branches and kiosks across Oman with bilingual names, places, telephones and hours', async () => {
    const list = await branches();
    const ofType = (branch: boolean) => list.filter((b) => (b.type === BRANCH_TYPE) === branch);
    expect(ofType(true).length).toBeGreaterThanOrEqual(10);
    expect(ofType(false).length).toBeGreaterThanOrEqual(10);
    // The type and the channel code agree (spec 01 §3): BRK for branches only.
    for (const b of list) expect(b.externalChannelCode === BRANCH_CHANNEL_CODE, b.name).toBe(b.type === BRANCH_TYPE);
    const names = ofType(true)
      .map((b) => b.name)
      .join(' ');
    for (const city of ['Ruwi', 'Seeb', 'Sohar', 'Nizwa', 'Sur', 'Salalah', 'Ibri', 'Buraimi', 'Khasab', 'Duqm'])
      expect(names).toContain(city);
    for (const b of list) {
      expect(b.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(b.startHour).toMatch(/^\d{2}:\d{2}$/);
      expect(b.endHour).toMatch(/^\d{2}:\d{2}$/);
      if (b.latitude !== null) {
        expect(b.latitude).toBeGreaterThan(16.6);
        expect(b.latitude).toBeLessThan(26.5);
        expect(b.longtitude).toBeGreaterThan(52);
        expect(b.longtitude).toBeLessThan(60);
      } else {
        expect(b.longtitude).toBeNull();
      }
    }
    expect(list.find((b) => b.name === 'Salalah Branch')).toEqual({
      id: expect.any(Number),
      name: 'Salalah Branch',
      nameAr: 'فرع صلالة',
      type: 'Branch',
      latitude: 17.01939,
      longtitude: 54.08957,
      contactInfo: '+968 2329 0100',
      startHour: '08:00',
      endHour: '14:00',
      externalChannelCode: 'BRK',
    });
    // The screen's "-" and "no marker" cases exist in the data.
    expect(list.some((b) => b.contactInfo === '')).toBe(true);
    expect(list.some((b) => b.latitude === null && b.type !== BRANCH_TYPE)).toBe(true);
  });

  it('answers every customer the same list, with or without the empty lookups code', async () => {
    const list = await branches();
    expect(await branches(await loginCompany(t.app))).toEqual(list);
    const bare = await ask(sid, {});
    expectResult(bare, 0);
    expect((bare.details as { branches: Branch[] }).branches).toEqual(list);
  });

  it('answers -77 without a session and 901 for a wrong body', async () => {
    expectResult(await ask(''), -77);
    expectResult(await ask(sid, { lookupsInfo: { code: 'DocumentType' } }), 901);
    expectResult(await ask(sid, { lookupsInfo: 'x' }), 901);
    const noDevice = await call(t.app, calls.getBrancheDetails.path, { lookupsInfo: { code: '' } }, sid);
    expectResult(noDevice, 901);
    expect(noDevice.result.errorADesc).not.toBe('');
  });
});
