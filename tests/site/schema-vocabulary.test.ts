/**
 * The structured data of every built page against schema.org's vocabulary: each JSON-LD block
 * is typed with schema-dts (the vocabulary's classes, properties and enumerations, generated
 * from schema.org's definitions) as the class its `@type` names, and the TypeScript compiler
 * checks them all at once. A type schema.org does not have, a property its class does not
 * have, or a value of a kind the property does not take fails, with the page and the block.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuiltSite, served } from '../support/built-site.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const site = loadBuiltSite();
const pages = site.pages.filter((page) => !page.isErrorPage);

interface Block {
  readonly page: string;
  readonly data: { readonly '@type': string };
}

const blocks: Block[] = pages.flatMap((page) =>
  [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => ({
    page: page.path,
    data: JSON.parse(match[1]!) as Block['data'],
  })),
);

/** The compiler's findings on the blocks typed as their classes, each line naming its page and block. */
function vocabularyErrors(checked: readonly Block[]): string[] {
  const dir = join(ROOT, '.build', 'schema-vocabulary', String(process.pid));
  mkdirSync(dir, { recursive: true });
  try {
    const types = [...new Set(checked.map((block) => block.data['@type']))].sort();
    const source = [
      `import type { WithContext, ${types.join(', ')} } from 'schema-dts';`,
      ...checked.map(
        (block, index) =>
          `// ${block.page}\nexport const block${index}: WithContext<${block.data['@type']}> = ${JSON.stringify(block.data, null, 1)};`,
      ),
    ].join('\n');
    writeFileSync(join(dir, 'blocks.ts'), source);
    const config = {
      compilerOptions: { strict: true, noEmit: true, module: 'preserve', moduleResolution: 'bundler', types: [], skipLibCheck: true },
      files: ['blocks.ts'],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'], {
      encoding: 'utf8',
    });
    const lines = source.split('\n');
    // Each finding with the page of the block it sits in (the comment above the block's first line).
    return `${tsc.stdout}${tsc.stderr}`
      .split('\n')
      .filter((line) => line.includes('error TS'))
      .map((line) => {
        const at = Number(/\((\d+),\d+\)/.exec(line)?.[1] ?? 0);
        const page = lines
          .slice(0, at)
          .reverse()
          .find((text) => text.startsWith('// '));
        return `${page?.slice(3) ?? '?'}: ${line.replace(/^.*?error /, '')}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the built pages' structured data", () => {
  it('is on the seminar, date and event pages, as Course and Event with their offers', () => {
    const typesOn = (path: string) => blocks.filter((block) => block.page === path).map((block) => block.data['@type']);
    expect(typesOn('/seminare/en-50600-professional')).toEqual(['Course']);
    expect(typesOn('/en/courses/en-50600-professional/1003')).toEqual(['Course']);
    expect(typesOn('/events/rechenzentrumstag-2027')).toEqual(['Event']);
    expect(new Set(blocks.map((block) => block.data['@type']))).toEqual(new Set(['Course', 'Event', 'JobPosting', 'Organization']));
  });

  it("states an event's address, times and offer, and a course's image, which the site serves", () => {
    const dataOn = (path: string) => blocks.find((block) => block.page === path)?.data as Record<string, unknown> | undefined;
    const event = dataOn('/en/events/rechenzentrumstag-2027');
    expect(event).toMatchObject({
      startDate: '2027-06-17T09:30:00+02:00',
      endDate: '2027-06-17T17:00:00+02:00',
      location: { address: { streetAddress: 'Lyoner Straße 44', postalCode: '60528', addressLocality: 'Frankfurt am Main' } },
      // What a private person pays, with the net price a business pays beside it.
      offers: {
        price: 226.1,
        priceCurrency: 'EUR',
        priceSpecification: { price: 190, valueAddedTaxIncluded: false },
        availability: 'https://schema.org/InStock',
        url: 'https://www.rackwise-academy.de/en/events/rechenzentrumstag-2027',
      },
    });
    const image = new URL(String(dataOn('/seminare/en-50600-professional')?.image));
    expect(image.pathname).toMatch(/^\/images\/[\w-]+\.webp$/);
    expect(served(site, image.pathname).kind).toBe('file');
  });

  it("uses only schema.org's types and their properties, with values of the kinds they take", () => {
    expect(vocabularyErrors(blocks)).toEqual([]);
  });

  it('fails a property its class does not have, and a value of the wrong kind', () => {
    const course = blocks.find((block) => block.data['@type'] === 'Course')!;
    const wrong: Block[] = [
      { page: 'unknown property', data: { ...course.data, courseDuration: 'PT24H' } as Block['data'] },
      { page: 'wrong kind', data: { ...course.data, hasCourseInstance: 3 } as Block['data'] },
    ];
    const errors = vocabularyErrors(wrong);
    expect(errors.some((line) => line.startsWith('unknown property: TS') && line.includes('courseDuration'))).toBe(true);
    expect(errors.some((line) => line.startsWith('wrong kind: TS'))).toBe(true);
  });
});
