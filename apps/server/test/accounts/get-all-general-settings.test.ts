import { describe, expect, it } from 'vitest';
import { calls, GeneralSettingDetailsSchema, type GeneralSettingCode } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();

const PAGES: Array<[GeneralSettingCode, string, string]> = [
  ['terms', 'Terms and Conditions', 'الشروط والأحكام'],
  ['about', 'About us', 'من نحن'],
  ['privacy', 'Privacy Policy', 'سياسة الخصوصية'],
  ['contactUs', 'Contact us', 'اتصل بنا'],
];

describe('Common/GetAllGeneralSettings', () => {
  it.each(PAGES)('answers %s in English and Arabic', async (code, english, arabic) => {
    const answer = await call(t.app, calls.getGeneralSettings, { deviceInfo, generalSettingsInfo: { code } });
    expectResult(answer, 0);
    const page = GeneralSettingDetailsSchema.parse(answer.details);
    expect(page.code).toBe(code);
    expect(page.edesc).toContain(english);
    expect(page.adesc).toContain(arabic);
    expect(page.edesc).not.toMatch(/<script/i);
  });

  it('answers 901 for an unknown or missing code', async () => {
    expectResult(await call(t.app, calls.getGeneralSettings.path, { deviceInfo, generalSettingsInfo: { code: 'faq' } }), 901);
    expectResult(await call(t.app, calls.getGeneralSettings.path, { deviceInfo, generalSettingsInfo: {} }), 901);
    expectResult(await call(t.app, calls.getGeneralSettings.path, { deviceInfo }), 901);
  });
});
