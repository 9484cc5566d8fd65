/**
 * No German on English pages: the visible text of every built English page (outside
 * elements marked lang="de", such as the link to the German version) has no German
 * letters and none of the commonest German words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/browser-test.ts';

/** Proper names that keep their German spelling in English (and Türkiye, the country's English name in CLDR). */
const ALLOWED = ['Düsseldorf', 'Rackwise Academy GmbH', 'Musterstraße', 'Türkiye'];
const GERMAN = /[äöüÄÖÜß]|\b(und|oder|der|die|das|für|mit|nicht|Sie|Ihre|werden|Seminar(?:e|termine)?|Termin(?:e)?|Anmeldung|Preis|zzgl)\b/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

function visibleText(html: string): string {
  let text = html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '');
  // Drop elements marked German, innermost first (they hold no nested lang="de" elements here).
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/<(\w[\w-]*)[^>]*\slang="de[^"]*"[^>]*>[^<]*<\/\1>/g, '');
  }
  text = text.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  for (const name of ALLOWED) text = text.replaceAll(name, '');
  return text.replace(/\s+/g, ' ');
}

test('English pages show no German text', () => {
  const problems: string[] = [];
  for (const file of htmlFiles('dist/en')) {
    const text = visibleText(readFileSync(file, 'utf8'));
    const match = GERMAN.exec(text);
    if (match) problems.push(`${file}: "${text.slice(Math.max(0, match.index - 40), match.index + 40)}"`);
  }
  expect(problems).toEqual([]);
});
