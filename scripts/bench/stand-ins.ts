/**
 * The sandbox stand-ins of the outside world (biller switch, wallet, meter data, the card gateway, an
 * SMS provider and a mail server)
 * in a process of their own, for `npm run bench:payments -- --stand-ins apart`: in production they
 * run elsewhere, so the portal's CPU is measured without theirs, and theirs is measured on its own.
 * State in DATABASE_URL (the portal's schema: they keep to their sandbox_* tables) or the PGlite
 * DATA_DIR (a folder of their own: PGlite is one process's). Development secrets, loopback, free ports.
 * Prints one JSON line with the settings that point a portal at them.
 */
import { startSandboxGateway } from '../../apps/server/src/adapters/payment-gateway/sandbox/start-sandbox-gateway.ts';
import { startSandboxProvider, type ProviderName } from '../../apps/server/src/adapters/provider-protocol/start-sandbox-providers.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPglite, openPostgres } from '../../apps/server/src/platform/db.ts';
import { startSmtpCapture } from '../../apps/server/test/email/smtp-capture.ts';
import { startSmsCapture } from '../../apps/server/test/sms/sms-capture.ts';

const env = process.env;
const db = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR!);
await migrate(db);
const names: ProviderName[] = ['biller-switch', 'wallet', 'meter-data'];
const providers = await Promise.all(names.map((name) => startSandboxProvider({ db, name, port: 0 })));
const url = (name: ProviderName) => providers.find((p) => p.name === name)!;
// The gateway's frame-ancestors matter to a browser only; the bench has none. SANDBOX_TOKENIZE_PER_MINUTE
// (read from the environment) lets the card run tokenize faster than a gateway would allow one address.
const gateway = await startSandboxGateway({ db, port: 0, host: '127.0.0.1', allowedFrameAncestors: ['http://127.0.0.1'] });
const SMS_API_KEY = 'bench-sms-key';
const sms = await startSmsCapture({ apiKey: SMS_API_KEY, keep: false });
// The receipts' mail server: in the portal's process (EMAIL_PROVIDER=sandbox) it parsed every mail and its PDF there.
const smtp = await startSmtpCapture({ keep: false });
console.log(
  JSON.stringify({
    BILLER_NETWORK: 'http',
    BILLER_NETWORK_URL: url('biller-switch').url,
    BILLER_NETWORK_API_KEY: url('biller-switch').secret,
    WALLET_PROVIDER: 'http',
    WALLET_URL: url('wallet').url,
    WALLET_API_KEY: url('wallet').secret,
    UTILITY_DATA: 'http',
    UTILITY_DATA_URL: url('meter-data').url,
    UTILITY_DATA_API_KEY: url('meter-data').secret,
    GATEWAY_URL: gateway.origin,
    GATEWAY_SECRET: gateway.secret,
    SMS_PROVIDER: 'http',
    SMS_URL: sms.url,
    SMS_API_KEY,
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    EMAIL_FROM: 'Bill Payment Portal <no-reply@portal.example.om>',
    // Not a portal setting: where the bench reads the codes texted (startStandIns takes it out).
    BENCH_SMS_CODES_URL: sms.codesUrl,
  }),
);

process.once('SIGTERM', () => {
  void Promise.all([gateway.close(), sms.close(), smtp.close(), ...providers.map((p) => p.close())])
    .then(() => db.close())
    .then(() => process.exit(0));
});
