/**
 * The academy's copy of an entry: to its inbox, in German, answering to the person who
 * registered, with every field by section and the entry's CSV rows, in the body and
 * attached. Pure.
 */
import { interpolate } from '../../i18n/messages.ts';
import { participantLabel, SECTION_LABELS } from '../../registration-contract/field-labels.ts';
import { csvFile, type Table } from '../csv/csv-file.ts';
import type { MailKind } from '../database/column-values.ts';
import type { MailAddress, OutgoingMail } from '../outbox/mail-message.ts';
import type { Block } from './document.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { ACADEMY_COPY_TEXTS } from './texts.ts';

/**
 * Every filled field of a table (one row per participant) under the heading of its
 * section: a column 'Rechnungsanschrift: Ort' is 'Ort' under 'Rechnungsanschrift'. The
 * participants' section comes once per row; every other column is the same in all rows
 * and comes once (a column that differs between rows, like the person's number, is left
 * out: the participants' headings say it). Columns before the first section need no
 * heading; later ones without a section go under "more".
 */
function fieldBlocks({ header, rows }: Table): Block[] {
  const participantSection = SECTION_LABELS.de.participant;
  const groups: Array<{ section: string; columns: Array<[string, number]> }> = [];
  header.forEach((column, index) => {
    const split = column.indexOf(': ');
    const [section, label] = split === -1 ? ['', column] : [column.slice(0, split), column.slice(split + 2)];
    if (section !== participantSection && rows.some((row) => row[index] !== rows[0]?.[index])) return;
    const last = groups.at(-1);
    if (last?.section === section) last.columns.push([label, index]);
    else groups.push({ section, columns: [[label, index]] });
  });
  const facts = (row: readonly string[], columns: Array<[string, number]>): Block => ({
    kind: 'facts',
    rows: columns.map(([label, index]) => [label, row[index] ?? ''] as [string, string]).filter(([, value]) => value !== ''),
  });
  return groups.flatMap(({ section, columns }, position): Block[] => {
    if (section === participantSection)
      return rows.flatMap((row, index): Block[] => [{ kind: 'heading', text: participantLabel(index, 'de') }, facts(row, columns)]);
    const heading = section || (position > 0 ? ACADEMY_COPY_TEXTS.more : '');
    return [...(heading ? [{ kind: 'heading', text: heading } as const] : []), facts(rows[0] ?? [], columns)];
  });
}

/** The academy's copy: every field as label and value, and the same as a CSV row, in the body and attached. */
export function academyCopy(
  settings: MailSettings,
  copy: { entryId: string; kind: MailKind; subject: string; intro: string; replyTo: MailAddress; table: Table; csvFile: string },
): OutgoingMail {
  const { header, rows } = copy.table;
  const csv = csvFile([header, ...rows], ';');
  return mail(settings, {
    kind: copy.kind,
    entryId: copy.entryId,
    locale: 'de',
    to: academy(settings),
    replyTo: copy.replyTo,
    subject: copy.subject,
    blocks: [
      { kind: 'paragraph', text: copy.intro },
      ...fieldBlocks(copy.table),
      { kind: 'heading', text: ACADEMY_COPY_TEXTS.csv },
      { kind: 'preformatted', text: csv.slice(1).trimEnd() },
    ],
    attachments: [{ filename: interpolate(copy.csvFile, { id: copy.entryId }), contentType: 'text/csv; charset=utf-8', content: csv }],
  });
}
