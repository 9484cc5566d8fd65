/** Every redirect-only route answers a permanent redirect to a page that exists. */
import { REDIRECTS } from '../../src/routes/redirects.ts';
import { expect, test } from '../support/browser-test.ts';

for (const redirect of REDIRECTS) {
  test(`${redirect.from} -> ${redirect.to}`, async ({ request }) => {
    const first = await request.get(redirect.from, { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toBe(redirect.to);
    const followed = await request.get(redirect.from);
    expect(followed.status()).toBe(200);
    expect(new URL(followed.url()).pathname).toBe(redirect.to);
  });
}

test('trailing slashes redirect to the canonical page', async ({ request }) => {
  const response = await request.get('/en/courses/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/en/courses');
});
