import { describe, expect, it } from 'vitest';
import { describePullError } from '../../src/content/directus/pull-errors.ts';

const url = 'http://cms.test:8055';

describe('describePullError', () => {
  it('names an unreachable CMS, with the network error code', () => {
    const error = new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
    expect(describePullError(error, url, 1000)).toBe(
      `cannot reach Directus at ${url} (ECONNREFUSED): is DIRECTUS_URL right and the CMS running?`,
    );
  });

  it.each([401, 403])('names a refused token (%i)', (status) => {
    const error = { errors: [{ message: 'Invalid user credentials.' }], response: { status } };
    expect(describePullError(error, url, 1000)).toMatch(new RegExp(`refused the token \\(${status}\\): check DIRECTUS_TOKEN`));
  });

  it('names a timeout with its limit', () => {
    const error = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(describePullError(error, url, 1500)).toBe(
      `Directus at ${url} did not answer within 1500 ms (DIRECTUS_TIMEOUT_MS); is it overloaded or stuck?`,
    );
  });

  it('passes other HTTP errors on with their status and message', () => {
    const error = { errors: [{ message: 'You don\'t have permission to access collection "seminars"' }], response: { status: 500 } };
    expect(describePullError(error, url, 1000)).toBe(
      `Directus at ${url} answered 500: You don't have permission to access collection "seminars"`,
    );
  });

  it('is always a single line', () => {
    for (const error of [new Error('a\nb'), { response: { status: 418 } }, 'weird']) {
      expect(describePullError(error, url, 1)).not.toMatch(/\n/);
    }
  });
});
