import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server the tests start (the `smtp-server` package): what it received, parsed, and a switch to refuse. */
export interface SmtpPeer {
  /** `smtp://user:pass@127.0.0.1:<port>` */
  readonly url: string;
  readonly received: ParsedMail[];
  /** The next `count` messages are refused with a temporary error (451), as a busy server does. */
  refuseNext(count: number): void;
  /** Messages refused so far. */
  readonly refused: () => number;
  stop(): Promise<void>;
}

export const startSmtpPeer = async (): Promise<SmtpPeer> => {
  const received: ParsedMail[] = [];
  let refusing = 0;
  let refused = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'portal' && auth.password === 'segredo' ? callback(null, { user: auth.username }) : callback(new Error('Invalid username or password')),
    onData: (stream, _session, callback) => {
      if (refusing > 0) {
        refusing--;
        refused++;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A portal killed mid-session (the crash tests' point) resets its connection: that is no failure of the peer.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://portal:segredo@127.0.0.1:${port}`,
    received,
    refuseNext: (count) => void (refusing = count),
    refused: () => refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
