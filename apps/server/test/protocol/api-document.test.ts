import { afterAll, describe, expect, test } from 'vitest';
import { allCalls, generated, openApiDocument } from '../../../../scripts/openapi.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** The parts of an OpenAPI operation these tests read. */
interface Operation {
  security?: unknown;
  requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
  responses: { 200: { content: { 'application/json': { schema: { required: string[] } } } } };
}
const operation = (doc: ReturnType<typeof openApiDocument>, path: string) => (doc.paths[path] as { post: Operation }).post;

describe('the API document generated from the contract (docs/api)', () => {
  test('every call of the contract is in it once, with its request and the envelope it answers', () => {
    const doc = openApiDocument();
    const documented = Object.keys(doc.paths).sort();
    expect(documented).toEqual(
      Object.values(allCalls)
        .map((c) => `/api/${c.path}`)
        .sort(),
    );
    const login = operation(doc, '/api/Authentication/AjaxAdminLogin');
    expect(login.security).toEqual([]);
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toContain('deviceInfo');
    expect(login.responses[200].content['application/json'].schema.required).toEqual(['result', 'details']);
    const history = operation(doc, '/api/TransactionHistory/GetAllTransactionHistory');
    expect(history.security).toBeUndefined(); // the document's default: a session
    const search = operation(doc, '/api/BackOffice/SearchPayments');
    expect(search.security).toEqual([{ staffCookie: [], csrf: [] }]);
  });

  test('the page is readable without script and names every call', () => {
    const page = generated()['index.html']!;
    expect(page).not.toMatch(/<script/i);
    for (const c of Object.values(allCalls)) expect(page).toContain(`POST /api/${c.path}`);
  });

  test('browsable in development at /api/dev/docs; not there without the demo routes', async () => {
    const dev = await buildTestApp({});
    const prodLike = await buildTestApp({ DEV_ROUTES: false });
    apps.push(dev, prodLike);
    const page = await dev.app.inject({ method: 'GET', url: '/api/dev/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('POST /api/RegistredBills/WalletPay');
    const json = await dev.app.inject({ method: 'GET', url: '/api/dev/openapi.json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0' });
    expect((await prodLike.app.inject({ method: 'GET', url: '/api/dev/docs' })).statusCode).toBe(404);
  });
});
