/**
 * A mail's body as a few kinds of blocks, written once and rendered twice: as plain text
 * (facts aligned in columns, links written out) and as simple HTML with inline styles, no
 * remote images and every value escaped. Pure.
 */
import { escapeHtml } from '../../text/escape-html.ts';

export type Block =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'facts'; readonly rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }
  | { readonly kind: 'preformatted'; readonly text: string };

const lines = (text: string) => text.split('\n');

/** Labels longer than this put their value on the next line instead of widening the column. */
const MAX_LABEL_COLUMN = 28;

function factsText(rows: ReadonlyArray<readonly [string, string]>): string {
  const fitting = rows.map(([label]) => label.length).filter((length) => length <= MAX_LABEL_COLUMN);
  const width = Math.max(0, ...fitting) + 2;
  const indent = ' '.repeat(width);
  return rows
    .map(([label, value]) => {
      const [first, ...rest] = lines(value);
      const head = label.length <= MAX_LABEL_COLUMN ? `${`${label}:`.padEnd(width)}${first}` : `${label}:\n${indent}${first}`;
      return [head, ...rest.map((line) => `${indent}${line}`)].join('\n');
    })
    .join('\n');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'preformatted':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'facts':
      return factsText(block.rows);
    case 'list':
      return block.items.map((item) => `- ${lines(item).join('\n  ')}`).join('\n');
    case 'link':
      return `${block.text}: ${block.href}`;
  }
}

/** The plain-text body: blocks apart by an empty line, CRLF-free (the transport sets line ends). */
export function toText(blocks: readonly Block[]): string {
  return `${blocks.map(blockText).join('\n\n')}\n`;
}

const STYLE = {
  body: 'margin:0;padding:24px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5',
  heading: 'margin:24px 0 8px;font-size:17px',
  label: 'padding:2px 16px 2px 0;text-align:left;vertical-align:top;font-weight:bold;white-space:nowrap',
  value: 'padding:2px 0;vertical-align:top',
  pre: 'font-family:Consolas,monospace;font-size:12px;white-space:pre-wrap;word-break:break-all;background:#f3f4f6;padding:8px',
  link: 'color:#0b4f8a',
} as const;

const withBreaks = (text: string) => lines(text).map(escapeHtml).join('<br>');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${withBreaks(block.text)}</p>`;
    case 'heading':
      return `<h2 style="${STYLE.heading}">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${STYLE.label}">${escapeHtml(label)}</th><td style="${STYLE.value}">${withBreaks(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${withBreaks(item)}</li>`).join('')}</ul>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}" style="${STYLE.link}">${escapeHtml(block.text)}</a></p>`;
    case 'preformatted':
      return `<pre style="${STYLE.pre}">${escapeHtml(block.text)}</pre>`;
  }
}

/** The HTML body: a whole document in the mail's language. */
export function toHtml(blocks: readonly Block[], { lang, title }: { lang: string; title: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    `<body style="${STYLE.body}">${blocks.map(blockHtml).join('\n')}</body>`,
    '</html>',
    '',
  ].join('\n');
}
