/** Every redirect-only route answers the built site's server with a permanent redirect to a page it serves. */
import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '../../src/routes/redirects.ts';
import { createApp } from '../../src/server/app.ts';
import { DIST_DIR } from '../support/built-site.ts';
import { capturingLogger } from '../support/temp-site.ts';

const app = createApp({ distDir: DIST_DIR, logger: capturingLogger() });

describe('redirects on the built site', () => {
  it('send every old address to its page in one permanent redirect, and that page is served', async () => {
    const problems: string[] = [];
    for (const redirect of REDIRECTS) {
      const first = await app.request(redirect.from);
      const location = first.headers.get('location');
      if (first.status !== 301 || location !== redirect.to) problems.push(`${redirect.from}: ${first.status} to ${location}`);
      const target = await app.request(redirect.to);
      if (target.status !== 200) problems.push(`${redirect.from} -> ${redirect.to}: the target answers ${target.status}`);
    }
    expect(problems).toEqual([]);
    expect(REDIRECTS.length).toBeGreaterThan(0);
  });

  it('send a page with a trailing slash to its canonical address', async () => {
    const response = await app.request('/en/courses/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/courses');
  });
});
