import net from 'node:net';

export interface CapturedMail {
  auth: string | null;
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT) to receive what
 * nodemailer sends, without TLS, on loopback. The bench's mail provider too (`keep: false`: it counts
 * the mails and keeps none), so the portal it measures pays what production pays for a mail.
 */
export async function startSmtpCapture({ keep = true }: { keep?: boolean } = {}) {
  const mails: CapturedMail[] = [];
  const counts = { connections: 0, mails: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    counts.connections++;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let mail: CapturedMail = { auth: null, from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 capture ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (keep) mails.push(mail);
            counts.mails++;
            mail = { auth: mail.auth, from: '', to: [], data: '' };
            reply('250 queued');
          } else if (keep) mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-capture\r\n250 AUTH PLAIN');
        else if (verb === 'AUTH') {
          mail.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString('utf8')
            .split('\0')
            .slice(1)
            .join(':');
          reply('235 ok');
        } else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    mails,
    /** Connections accepted so far. */
    connections: () => counts.connections,
    /** Mails received so far (kept or not). */
    received: () => counts.mails,
    // A client's pooled connections would hold the server's close: they are ended here.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
