import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/content/sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps the structure editors use', () => {
    const html =
      '<h2>Ziele</h2><p>Sie lernen <strong>Verfügbarkeitsklassen</strong> und <em>Schutzklassen</em>.</p><ul><li>EN 50600-1</li><li>EN 50600-2-2</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>b</p>', '<p>b</p>'],
    ['<style>body{display:none}</style><p>c</p>', '<p>c</p>'],
    ['<p style="position:fixed">d</p>', '<p>d</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<form action="https://evil.example"><input name="q"></form>', ''],
  ])('removes %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps safe links and marks external ones noopener', () => {
    expect(sanitizeRichText('<a href="https://www.cenelec.eu">CENELEC</a>')).toBe(
      '<a href="https://www.cenelec.eu" rel="noopener noreferrer">CENELEC</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@rackwise-academy.de">Mail</a>')).toBe(
      '<a href="mailto:info@rackwise-academy.de">Mail</a>',
    );
    expect(sanitizeRichText('<a href="/seminare">Seminare</a>')).toBe('<a href="/seminare">Seminare</a>');
  });

  it('is idempotent, so a cache that went through the CMS and back is unchanged', () => {
    const once = sanitizeRichText('<p>Preis &amp; Leistung <a href="https://example.org">Link</a></p><script>x</script>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});
