// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_IGNORE_KEY, isLocal, pageViewEvent, shouldTrack, trackPageView } from '../../src/browser/analytics.ts';

const site = { protocol: 'https:', hostname: 'www.rackwise-academy.de' };

describe('when page views are tracked', () => {
  it('never on localhost, loopback addresses or the file protocol', () => {
    for (const hostname of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLocal({ protocol: 'http:', hostname })).toBe(true);
    expect(isLocal({ protocol: 'file:', hostname: '' })).toBe(true);
    expect(isLocal(site)).toBe(false);
  });
  it('not when the ignore flag is set', () => {
    expect(shouldTrack(site, 'true')).toBe(false);
    expect(shouldTrack(site, null)).toBe(true);
  });
});

describe('trackPageView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('POSTs the page view as JSON in a text/plain body, without cookies', () => {
    vi.stubGlobal('location', { ...site, href: 'https://www.rackwise-academy.de/seminare' });
    const fetcher = vi.fn(async () => new Response(null, { status: 202 }));
    expect(trackPageView('https://stats.example/api/event', fetcher)).toBe(true);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://stats.example/api/event');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, credentials: 'omit', keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'pageview',
      url: 'https://www.rackwise-academy.de/seminare',
      domain: 'www.rackwise-academy.de',
      referrer: null,
    });
  });

  it('sends nothing without an endpoint, on localhost, or with the ignore flag', () => {
    const fetcher = vi.fn();
    vi.stubGlobal('location', { ...site, href: 'https://www.rackwise-academy.de/' });
    expect(trackPageView(null, fetcher)).toBe(false);
    localStorage.setItem(ANALYTICS_IGNORE_KEY, 'true');
    expect(trackPageView('https://stats.example/api/event', fetcher)).toBe(false);
    localStorage.clear();
    vi.stubGlobal('location', { protocol: 'http:', hostname: 'localhost', href: 'http://localhost/' });
    expect(trackPageView('https://stats.example/api/event', fetcher)).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('keeps the referrer', () => {
    expect(pageViewEvent({ href: 'https://a.test/x', hostname: 'a.test' }, 'https://search.test/').referrer).toBe('https://search.test/');
  });

  it('sends neither the query nor the fragment of the page or the referrer (a token, search words)', () => {
    const event = pageViewEvent(
      { href: 'https://a.test/seminare?q=k%C3%BChlung&token=abc#form', hostname: 'a.test' },
      'https://a.test/api/registrations/manage?token=secret',
    );
    expect(event).toEqual({
      name: 'pageview',
      url: 'https://a.test/seminare',
      domain: 'a.test',
      referrer: 'https://a.test/api/registrations/manage',
    });
    expect(JSON.stringify(event)).not.toMatch(/token|secret|q=|#/);
  });
});
