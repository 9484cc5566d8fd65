import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { writeFileAtomic } from '../../files/write-atomic.ts';
import type { OutgoingMail } from './mail-message.ts';
import { mailId } from './mail-message.ts';

export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string };

export interface MailSender {
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Where the mails go, for the log (no password). */
  readonly target: string;
  close(): void;
}

const AUTOMATIC = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' };

/** The message as nodemailer takes it. */
function nodemailerMessage(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: AUTOMATIC,
    attachments: mail.attachments.map(({ filename, contentType, content, encoding }) => ({
      filename,
      contentType,
      content,
      ...(encoding ? { encoding } : {}),
    })),
  };
}

export interface SmtpError {
  readonly code?: string;
  readonly responseCode?: number;
  readonly response?: string;
  readonly message?: string;
  /** The SMTP command the server answered ('RCPT TO', 'DATA', 'MAIL FROM', …). */
  readonly command?: string;
}

/** The commands whose 5xx answer is about this mail: its recipient, or its content. */
const MAIL_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * A refusal for good: a 5xx answer to this mail's recipient or content. A 5xx to the
 * connection, the login or the sender (MAIL FROM: relay denied, sender not allowed) is
 * the setup's, which a fixed setting cures: those are retried.
 */
export function isPermanent(error: SmtpError): boolean {
  return (
    error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 600 && MAIL_COMMANDS.has(error.command ?? '')
  );
}

/** The error's code and the server's answer, with any address in it left out (the log is no place for one). */
export function describeSmtpError(error: SmtpError): string {
  return [error.code, error.response ?? error.message]
    .filter(Boolean)
    .join(': ')
    .replace(/[^\s<>"']+@[^\s<>"']+/g, '…');
}

/** How long a send may wait for the mail server, so a hung one delays a retry (and a shutdown) by seconds, not minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function smtpSender(url: string, from: string): MailSender {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS });
  const target = new URL(url);
  return {
    target: `${target.protocol}//${target.host}`,
    async send(mail) {
      try {
        await transport.sendMail(nodemailerMessage(mail, from));
        return { ok: true };
      } catch (error) {
        const smtpError = error as SmtpError;
        return { ok: false, permanent: isPermanent(smtpError), error: describeSmtpError(smtpError) };
      }
    },
    close: () => transport.close(),
  };
}

/** The file a mail is written to: one per entry and kind, so writing it again replaces it with the same mail. */
export const emlFileName = (mail: OutgoingMail) => `${mailId(mail.entryId, mail.kind)}.eml`;

export function emlSender(dir: string, from: string): MailSender {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    target: dir,
    async send(mail) {
      try {
        const { message } = await transport.sendMail(nodemailerMessage(mail, from));
        // Whole or not at all: a reader of the folder never sees half a mail.
        await writeFileAtomic(join(dir, emlFileName(mail)), message as Buffer);
        return { ok: true };
      } catch (error) {
        return { ok: false, permanent: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => transport.close(),
  };
}
