import type { FastifyBaseLogger } from 'fastify';
import { OutboxSmsProvider } from '../adapters/sms/outbox-sms-provider.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { OneTimeCodes } from './one-time-codes.ts';
import { sharedSecret } from './secrets.ts';
import { Sessions } from './sessions.ts';

/** What the modules share: built once per app, handed to each module's register function. */
export interface Deps {
  config: Config;
  db: Db;
  sessions: Sessions;
  codes: OneTimeCodes;
  outbox: OutboxSmsProvider;
}

export async function createDeps(config: Config, db: Db, log: FastifyBaseLogger): Promise<Deps> {
  const outbox = new OutboxSmsProvider(db, log);
  const pepper = await sharedSecret(db, 'otp_pepper', config.OTP_PEPPER);
  return {
    config,
    db,
    sessions: new Sessions(db, config),
    codes: new OneTimeCodes(db, outbox, config, pepper),
    outbox,
  };
}
