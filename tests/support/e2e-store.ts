/**
 * What the browser tests' server stored (its data folder is E2E_DATA_DIR), read straight
 * from its SQLite file, and addresses no other test uses.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type APIRequestContext, expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { CONFIRM_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { confirmLinkIn, onOrigin } from './confirm-link.ts';

export interface StoredRow {
  readonly id: string;
  readonly dateId: number;
  readonly email: string;
  readonly locale: string;
  /** pending until its owner confirms it; confirmed; superseded; known (the address was registered already). */
  readonly status: string;
}

/** The rows of a table of entries (registrations, waitlist) with this email address. */
export function storedByEmail(email: string, table: 'registrations' | 'waitlist' = 'registrations'): StoredRow[] {
  const db = new DatabaseSync(join(E2E_DATA_DIR, DATABASE_FILE), { readOnly: true });
  try {
    return db
      .prepare(`SELECT id, date_id AS dateId, email, locale, status FROM ${table} WHERE email = ? ORDER BY rowid`)
      .all(email) as unknown as StoredRow[];
  } finally {
    db.close();
  }
}

/** The addresses of a registration's participants, in their order. */
export function participantEmails(registrationId: string): string[] {
  const db = new DatabaseSync(join(E2E_DATA_DIR, DATABASE_FILE), { readOnly: true });
  try {
    return (
      db.prepare('SELECT email FROM participants WHERE registration_id = ? ORDER BY position').all(registrationId) as Array<{
        email: string;
      }>
    ).map(({ email }) => email);
  } finally {
    db.close();
  }
}

/** The .eml file a mail of an entry is written to when the server has no SMTP_URL (as in the browser tests). */
export const mailFile = (entryId: string, kind: string) => join(E2E_DATA_DIR, 'mail', `${entryId}.${kind}.eml`);

/** The link in an entry's "please confirm" mail (its .eml file), on the browser tests' server. */
export async function confirmLinkOf(entryId: string, baseURL: string): Promise<string> {
  const file = mailFile(entryId, 'confirm');
  await expect.poll(() => existsSync(file)).toBe(true);
  return onOrigin(confirmLinkIn(await simpleParser(await readFile(file))), baseURL);
}

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** How each participant of a registration attends (a hybrid date's; undefined for another date's), in their order. */
export function participantAttendance(registrationId: string): Array<string | undefined> {
  const db = new DatabaseSync(join(E2E_DATA_DIR, DATABASE_FILE), { readOnly: true });
  try {
    return (
      db.prepare('SELECT attendance FROM participants WHERE registration_id = ? ORDER BY position').all(registrationId) as Array<{
        attendance: string | null;
      }>
    ).map(({ attendance }) => attendance ?? undefined);
  } finally {
    db.close();
  }
}

/**
 * An entry's mail (its .eml file) once the server has written it: to whom, and its text.
 * Up to 15 s, as the site tests wait: a server busy with its first rebuild writes mails later.
 */
export async function writtenMail(entryId: string, kind: string): Promise<{ to: string; text: string }> {
  const file = mailFile(entryId, kind);
  await expect.poll(() => existsSync(file), { message: `mail ${kind} of ${entryId}`, timeout: 15_000 }).toBe(true);
  const mail = await simpleParser(await readFile(file));
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return { to: to?.value[0]?.address ?? '', text: mail.text ?? '' };
}

/** Posts an entry (registration or waiting list, in English) through the API and confirms it through its mail's link: its id. */
export async function confirmedThroughApi(request: APIRequestContext, baseURL: string, body: object): Promise<string> {
  const posted = await request.post(REGISTRATIONS_PATH, { data: { locale: 'en', ...body } });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const token = new URL(await confirmLinkOf(id, baseURL)).searchParams.get(TOKEN_FIELD)!;
  expect((await request.post(CONFIRM_PATH, { form: { [TOKEN_FIELD]: token } })).ok()).toBe(true);
  return id;
}
