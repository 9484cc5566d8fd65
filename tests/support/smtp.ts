/**
 * A real SMTP server (the smtp-server package) for the mail tests: it keeps every message
 * it accepts, parsed (mailparser), with its envelope recipients, and refuses recipients at
 * REJECTED_DOMAIN with 550, as a mail server does for a mailbox that does not exist.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const REJECTED_DOMAIN = 'no-such-mailbox.example';

export interface ReceivedMail {
  readonly recipients: string[];
  readonly mail: ParsedMail;
}

export async function startSmtpServer(port: number): Promise<{ received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${REJECTED_DOMAIN}`))
        callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return { received, close: () => new Promise<void>((closed) => server.close(() => closed())) };
}
