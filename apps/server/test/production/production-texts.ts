import net from 'node:net';
import { HttpApi } from '../support/http-client.ts';

/** What the production tests need of the SMS capture: the texts each mobile received. */
interface CapturedTexts {
  to(mobile: string): string[];
}

/** The production server has no outbox: a code is read from the newest text the SMS provider received. */
export class TextedCodesApi extends HttpApi {
  private readonly read = new Map<string, number>();
  constructor(
    url: string,
    private readonly sms: CapturedTexts,
    private readonly codesRead: string[],
  ) {
    super(url);
  }
  override async readCode(to: string): Promise<string> {
    const seen = this.read.get(to) ?? 0;
    await until(() => this.sms.to(to).length > seen, `a code texted to ${to}`);
    const texts = this.sms.to(to);
    this.read.set(to, texts.length);
    const code = /\b(\d{6})\b/.exec(texts.at(-1)!)?.[1];
    if (!code) throw new Error(`no code in ${texts.at(-1)}`);
    this.codesRead.push(code);
    return code;
  }
}

export async function until(done: () => boolean, what: string) {
  for (const deadline = Date.now() + 15_000; !done(); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
  }
}

export function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
