/**
 * A registration made on a running server as a visitor makes it: posted as JSON, confirmed
 * through the link of the "please confirm" mail the server wrote into its data folder.
 */
import { CONFIRM_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { confirmLinkIn } from './confirm-link.ts';
import { writtenMail } from './written-mail.ts';

/** Registers `body` on the server at `url` and confirms it: the registration's id. */
export async function registerAndConfirm(url: string, dataDir: string, body: unknown): Promise<string> {
  const posted = await fetch(`${url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (posted.status !== 201) throw new Error(`registration answered ${posted.status}: ${await posted.text()}`);
  const { id } = (await posted.json()) as { id: string };
  const token = new URL(confirmLinkIn(await writtenMail(dataDir, id, 'confirm', 15_000))).searchParams.get(TOKEN_FIELD)!;
  const confirmed = await fetch(`${url}${CONFIRM_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
  return id;
}
