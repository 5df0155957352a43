import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveBackOffice } from '../../src/platform/back-office-client.ts';
import { serveSpa } from '../../src/platform/spa.ts';

function fakeDist(page: string, bundle: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), bundle);
  return dir;
}

describe('serving the back office beside the customer client', () => {
  let app: FastifyInstance;
  const dists: string[] = [];
  beforeAll(async () => {
    dists.push(
      fakeDist('<!doctype html><title>customer</title>', 'customer();'),
      fakeDist('<!doctype html><title>staff</title>', 'staff();'),
    );
    app = Fastify();
    serveBackOffice(app, dists[1]);
    await serveSpa(app, dists[0]);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    for (const d of dists) fs.rmSync(d, { recursive: true, force: true });
  });

  test('every page address answers the back office page, not stored and not indexed', async () => {
    for (const url of ['/BackOffice', '/BackOffice/', '/BackOffice/SignIn', '/BackOffice/Payment/pay_123', '/BackOffice/Audit']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>staff</title>');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  test('its bundle is cached for good and apart from the customer’s; a missing bundle is a 404', async () => {
    const js = await app.inject({ url: '/BackOffice/assets/index-abc123.js' });
    expect(js.body).toBe('staff();');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await app.inject({ url: '/BackOffice/assets/gone-000.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/BackOffice/assets/..%2F..%2Findex.html' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/BillPaymentClient/assets/index-abc123.js' })).body).toBe('customer();');
    expect((await app.inject({ url: '/BillPaymentClient/Login' })).body).toContain('<title>customer</title>');
  });
});
