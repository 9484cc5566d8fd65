/** A participant's confirmation for the entry `entryId`, as the outbox queues one: the tests of the outbox and of its stored messages share it. */
import type { OutgoingMail } from '../../src/server/outbox/mail-message.ts';

export function outgoingMail(entryId: string): OutgoingMail {
  return {
    kind: 'participant',
    entryId,
    messageId: `<${entryId}.participant@site.example>`,
    to: { name: 'Erika', address: `${entryId}@example.com` },
    replyTo: { name: 'Academy', address: 'team@academy.example' },
    subject: 'Anmeldebestätigung',
    text: 'Hallo',
    html: '<p>Hallo</p>',
    attachments: [],
  };
}
