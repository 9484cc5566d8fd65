/**
 * A job's page: the ad says what to send and where, once; below it one button writes the
 * application mail, with the job as its subject (in both languages).
 */
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { renderPath } from '../../src/document/render.tsx';
import { testRenderOptions } from '../support/render-options.ts';

const content = await loadContentCache('content-cache');
const options = await testRenderOptions(content, '2026-11-22');

describe("a job's page", () => {
  it.each([
    ['/karriere/trainerin-trainer-en-50600', 'Per E-Mail bewerben', /Bewerbung/g],
    ['/en/karriere/trainerin-trainer-en-50600', 'Apply by email', /your application/g],
  ])('%s asks for the application once, and its button writes the mail', (path, button, sentence) => {
    const html = renderPath(path, options)!.html;
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.match(sentence)).toHaveLength(1);
    expect(main).toMatch(new RegExp(`<a href="mailto:[^"?]+\\?subject=[^"]+" class="btn btn-primary">${button}</a>`));
  });
});
