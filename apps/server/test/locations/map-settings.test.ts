import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { loadConfig } from '../../src/platform/config.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { loginIndividual } from '../support/logins.ts';
import { buildTestApp, TEST_ENV } from '../support/test-app.ts';

const cspOf = async (app: Awaited<ReturnType<typeof buildTestApp>>['app']) =>
  String((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
const imgSrc = (csp: string) => /img-src ([^;]*)/.exec(csp)?.[1] ?? '';

describe('LocationDetails/GetMapSettings and the map tiles in the CSP', () => {
  it('answers OpenStreetMap by default, and the CSP lets images come from its host only', async () => {
    const t = await buildTestApp();
    try {
      const sid = await loginIndividual(t.app);
      const answer = await call(t.app, calls.getMapSettings, { deviceInfo }, sid);
      expectResult(answer, 0);
      expect(answer.details).toEqual({
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      expect(imgSrc(await cspOf(t.app)).split(' ')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expectResult(await call(t.app, calls.getMapSettings, { deviceInfo }, ''), -77);
    } finally {
      await t.close();
    }
  });

  it('follows MAP_TILE_URL: a {s} subdomain is a wildcard host; empty means no tiles and no extra host', async () => {
    const custom = await buildTestApp({
      MAP_TILE_URL: 'https://{s}.tiles.example.om/osm/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
    });
    try {
      const answer = await call(custom.app, calls.getMapSettings, { deviceInfo }, await loginIndividual(custom.app));
      expect(answer.details).toEqual({ tileUrl: 'https://{s}.tiles.example.om/osm/{z}/{x}/{y}.png', attribution: '© Example' });
      expect(imgSrc(await cspOf(custom.app))).toContain('https://*.tiles.example.om');
    } finally {
      await custom.close();
    }
    const none = await buildTestApp({ MAP_TILE_URL: '' });
    try {
      const answer = await call(none.app, calls.getMapSettings, { deviceInfo }, await loginIndividual(none.app));
      expect(answer.details?.tileUrl).toBe('');
      expect(imgSrc(await cspOf(none.app)).split(' ')).toEqual(["'self'", 'data:', 'blob:']);
    } finally {
      await none.close();
    }
  });

  it('refuses a tile URL that is not an http(s) template with {z}, {x} and {y} at start', () => {
    expect(() => loadConfig({ ...TEST_ENV, MAP_TILE_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ ...TEST_ENV, MAP_TILE_URL: 'https://tiles.example.om/static.png' })).toThrow(/MAP_TILE_URL/);
    expect(loadConfig({ ...TEST_ENV, MAP_TILE_URL: 'https://tiles.example.om/{z}/{x}/{y}.png' }).MAP_TILE_URL).toContain('example.om');
  });
});
