/**
 * The manage links of a confirmed registration, read from its mails in the outbox as their
 * recipients would read them, and helpers to open a link and post its forms through the
 * app (JSON, or a form post as a browser without JavaScript sends it).
 */
import { MANAGE_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import type { TestApp } from './registration-app.ts';

const LINK = new RegExp(`${MANAGE_PATH}\\?${TOKEN_FIELD}=([A-Za-z0-9_-]{43})`);

/** The manage token in a mail's text, or null. */
export const manageTokenIn = (text: string): string | null => text.match(LINK)?.[1] ?? null;

/** The pending mails of an entry, by kind, with their recipients and texts. */
export async function mailsOf(stores: Pick<Stores, 'mail'>, entryId: string) {
  return (await stores.mail.due(Number.MAX_SAFE_INTEGER, 10_000))
    .filter(({ mail }) => mail.entryId === entryId)
    .map(({ mail }) => ({ kind: mail.kind, to: mail.to.address, subject: mail.subject, text: mail.text, attachments: mail.attachments }));
}

/** The manage token the mail of `kind` of an entry carries. */
export async function manageTokenOf(stores: Pick<Stores, 'mail'>, entryId: string, kind: string): Promise<string> {
  const mail = (await mailsOf(stores, entryId)).find((item) => item.kind === kind);
  const token = mail && manageTokenIn(mail.text);
  if (!token) throw new Error(`no mail ${kind} with a manage link for ${entryId}`);
  return token;
}

export function openManage(app: TestApp, token: string, headers: Record<string, string> = { Accept: 'application/json' }) {
  return app.request(`${MANAGE_PATH}?${TOKEN_FIELD}=${token}`, { headers });
}

export function postManage(app: TestApp, fields: Record<string, string | number>, headers: Record<string, string> = {}) {
  return app.request(MANAGE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]))),
  });
}
