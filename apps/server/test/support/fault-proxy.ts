import net from 'node:net';

/**
 * A TCP proxy between the portal and a provider that breaks the wire as networks do, per request
 * (matched by its request line, e.g. `/v1/debits`): `drop` closes the connection before the request
 * reaches the provider, `cut` lets the provider do the work and cuts its answer halfway, `garbage`
 * answers bytes that are not HTTP, `delay` holds the request for `ms`, `late` lets the provider do the
 * work and holds its answer for `ms` (past the client's timeout, the answer is never heard). Sequential HTTP/1.1 keep-alive
 * only (what fetch does): a new request starts with the first bytes after an answer began.
 */
export type WireFault = { kind: 'drop' | 'cut' | 'garbage' } | { kind: 'delay' | 'late'; ms: number };

export interface FaultProxy {
  url: string;
  /** The next `times` requests whose request line contains `path` meet `fault`. */
  arm(path: string, fault: WireFault, times?: number): void;
  /** Asked for every request no armed rule takes (the chaos run's faults at random); null passes it on. */
  otherwise(pick: ((requestLine: string) => WireFault | null) | null): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port } = new URL(target);
  const armed: Array<{ path: string; fault: WireFault; left: number }> = [];
  let otherwise: ((requestLine: string) => WireFault | null) | null = null;
  const take = (requestLine: string): WireFault | null => {
    const rule = armed.find((r) => r.left > 0 && requestLine.includes(r.path));
    if (rule) rule.left -= 1;
    return rule ? rule.fault : (otherwise?.(requestLine) ?? null);
  };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    sockets.add(client);
    const upstream = net.connect(Number(port), hostname);
    sockets.add(upstream);
    // A chaos run goes through thousands of connections: forget each once it is gone.
    client.once('close', () => sockets.delete(client));
    upstream.once('close', () => sockets.delete(upstream));
    let answering = true;
    let fault: WireFault | null = null;
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
    client.on('data', (chunk: Buffer) => {
      if (answering) {
        answering = false;
        fault = take(chunk.toString('latin1').split('\r\n', 1)[0]!);
      }
      if (fault?.kind === 'drop') return end();
      if (fault?.kind === 'garbage') {
        client.write('\x00\x13garbage, not HTTP\r\n\r\n');
        return end();
      }
      if (fault?.kind === 'delay') setTimeout(() => upstream.write(chunk), fault.ms);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      answering = true;
      if (fault?.kind === 'cut') {
        client.write(chunk.subarray(0, Math.floor(chunk.length / 2)));
        return end();
      }
      if (fault?.kind === 'late') setTimeout(() => client.write(chunk), fault.ms);
      else client.write(chunk);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    arm: (path, fault, times = 1) => armed.push({ path, fault, left: times }),
    otherwise: (pick) => (otherwise = pick),
    clear: () => void armed.splice(0),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
