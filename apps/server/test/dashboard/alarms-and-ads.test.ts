import { beforeAll, describe, expect, it } from 'vitest';
import { calls, GetAdsDetailsSchema } from '@portal/contract';
import { addDays } from '../../src/adapters/utility-data/days.ts';
import { SandboxUtilityData } from '../../src/adapters/utility-data/sandbox-utility-data.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { loginIndividual } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { ACCOUNTS, alarmsOk, HOME_LIMIT, readingsOk } from './dashboard-fixtures.ts';

const t = useTestApp();
const sandbox = new SandboxUtilityData();
let sid: string;
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

beforeAll(async () => {
  sid = await loginIndividual(t.app);
});

describe('Dashboard/GetAlarms', () => {
  it('answers the year of alarms, newest first, dated YYYY-MM-DD, when start and end are both now', async () => {
    const now = new Date().toISOString();
    const group = await alarmsOk(t.app, sid, ACCOUNTS.homeWater, { startDate: now, endDate: now });
    expect(group.accountNumber).toBe(ACCOUNTS.homeWater);
    expect(group.alarms.length).toBeGreaterThan(0);
    const dates = group.alarms.map((a) => a.alarmDate);
    expect(dates.every(isDay)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = sandbox.lastReadDay(new Date());
    expect(dates.every((d) => d >= addDays(last, -364) && d <= last)).toBe(true);
    for (const a of group.alarms) {
      expect(a.alarmMessage.length).toBeGreaterThan(10);
      expect(a.alarmMessageAr).toMatch(/[\u0600-\u06FF]/);
    }
    // The same question, the same answer.
    expect(await alarmsOk(t.app, sid, ACCOUNTS.homeWater, { startDate: now, endDate: now })).toEqual(group);
  });

  it("adds a limit alarm on the day a month's use passed the bill's limit, and only where a limit is set", async () => {
    const home = await alarmsOk(t.app, sid, ACCOUNTS.homePower);
    const limitAlarms = home.alarms.filter((a) => a.alarmType === 'LimitExceeded');
    // Summer months use far more than 900 kWh, so the last year has some.
    expect(limitAlarms.length).toBeGreaterThan(0);
    const months = (await readingsOk(t.app, sid, ACCOUNTS.homePower)).readings;
    for (const a of limitAlarms) {
      expect(a.alarmMessage).toContain(`${HOME_LIMIT} kWh`);
      const month = months.find((m) => m.meterReadingDate.slice(0, 7) === a.alarmDate.slice(0, 7));
      if (month) expect(month.consumption).toBeGreaterThan(HOME_LIMIT);
    }
    // At most one per month.
    const perMonth = new Set(limitAlarms.map((a) => a.alarmDate.slice(0, 7)));
    expect(perMonth.size).toBe(limitAlarms.length);
    const farm = await alarmsOk(t.app, sid, ACCOUNTS.farmPower);
    expect(farm.alarms.some((a) => a.alarmType === 'LimitExceeded')).toBe(false);
  });

  it('answers only the alarms inside an explicit range', async () => {
    const all = await alarmsOk(t.app, sid, ACCOUNTS.flatWater, { startDate: '2024-01-01', endDate: '2026-10-31' });
    const some = await alarmsOk(t.app, sid, ACCOUNTS.flatWater, { startDate: '2025-01-01', endDate: '2025-06-30' });
    expect(some.alarms.every((a) => a.alarmDate >= '2025-01-01' && a.alarmDate <= '2025-06-30')).toBe(true);
    expect(some.alarms).toEqual(all.alarms.filter((a) => a.alarmDate >= '2025-01-01' && a.alarmDate <= '2025-06-30'));
    expect(all.alarms.length).toBeGreaterThan(some.alarms.length);
  });
});

describe('Dashboard/GetAds', () => {
  it('answers the running campaigns with an image per language, served as SVG from our origin', async () => {
    const answer = await call(t.app, calls.getAds, { deviceInfo }, sid);
    expectResult(answer, 0);
    const { ads } = GetAdsDetailsSchema.parse(answer.details);
    expect(ads.length).toBeGreaterThanOrEqual(3);
    expect(ads.every((a) => !a.isDefault && a.title && /[\u0600-\u06FF]/.test(a.titleAr))).toBe(true);
    for (const url of [ads[0]!.imageUrl, ads[0]!.imageUrlAr]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('answers the default ad when no campaign runs', async () => {
    await t.db.query('UPDATE dashboard_ads SET active = false WHERE NOT is_default');
    try {
      const { ads } = GetAdsDetailsSchema.parse((await call(t.app, calls.getAds, { deviceInfo }, sid)).details);
      expect(ads).toHaveLength(1);
      expect(ads[0]).toMatchObject({ isDefault: true, title: 'All your bills in one place' });
    } finally {
      await t.db.query('UPDATE dashboard_ads SET active = true');
    }
  });
});
