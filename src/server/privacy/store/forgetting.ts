/** What an erasure (person-data.ts) and the anonymisation after the course (retention.ts) both rewrite: a change's details, and the reasons mails were refused. */
import { compiledOnce, query } from '../../database/queries.ts';

/** A change's details (JSON) rewritten without the people it named. */
export const changeDetails = compiledOnce((i: { details: string; id: number }) =>
  query.updateTable('changes').set({ details: i.details }).where('id', '=', i.id),
);

/** An entry's mails forget why they were refused: a reason may quote an address (a mail still to be sent keeps its text until it is sent). */
export const forgetErrors = compiledOnce((i: { id: string }) =>
  query.updateTable('mail_outbox').set({ last_error: null }).where('entry_id', '=', i.id),
);
