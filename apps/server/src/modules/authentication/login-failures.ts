import type { Config } from '../../platform/config.ts';
import { one, type Db } from '../../platform/db.ts';
import { tooManyRequests } from '../../platform/errors.ts';

/** Wrong passwords counted per account, so guessing is throttled whatever the caller's IP. */
export class LoginFailures {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_FAILURE_WINDOW_SECONDS'>,
  ) {}

  async assertAllowed(userKey: string): Promise<void> {
    const row = await one<{ n: number }>(
      this.db,
      `SELECT count(*) AS n FROM login_failures WHERE user_key = $1 AND at > now() - make_interval(secs => $2)`,
      [userKey, this.config.LOGIN_FAILURE_WINDOW_SECONDS],
    );
    if (Number(row?.n ?? 0) >= this.config.LOGIN_MAX_FAILURES) throw tooManyRequests();
  }

  async record(userKey: string, ip: string): Promise<void> {
    await this.db.query('INSERT INTO login_failures (user_key, ip) VALUES ($1, $2)', [userKey, ip]);
  }

  async clear(userKey: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE user_key = $1', [userKey]);
  }
}
