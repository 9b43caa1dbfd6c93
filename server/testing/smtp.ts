import { createServer } from 'node:net';

export interface ReceivingSmtpServer {
  port: number;
  /** Each message's DATA as it arrived (headers and body, with nodemailer's transfer encoding). */
  received: string[];
  close(): Promise<void>;
}

/**
 * The smallest SMTP server nodemailer will talk to (no TLS, no auth): it
 * accepts every message and keeps its data, so the `SMTP_URL` path is tested
 * through nodemailer's own SMTP client over a real connection.
 */
export async function receivingSmtpServer(): Promise<ReceivingSmtpServer> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        if (inData) {
          const stop = buffer.indexOf('\r\n.\r\n');
          if (stop === -1) return;
          received.push(buffer.slice(0, stop));
          buffer = buffer.slice(stop + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A message's text as it went over SMTP: nodemailer sends Russian text quoted-printable or base64. */
export function decodedText(data: string): string {
  const [head = '', ...rest] = data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/^Content-Transfer-Encoding: base64$/im.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/^Content-Transfer-Encoding: quoted-printable$/im.test(head)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
