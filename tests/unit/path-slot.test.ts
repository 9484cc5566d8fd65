import { describe, expect, it } from 'vitest';
import { fillPathSlot, PATH_SLOT_SCRIPT } from '../../src/pages/path-slot.ts';

const template = '<p>Page not found: <code data-path-slot="request">/404</code></p><p><code data-path-slot="request">/404</code></p>';

describe('fillPathSlot', () => {
  it('writes the requested path into every slot', () => {
    expect(fillPathSlot(template, '/that/path')).toBe(
      '<p>Page not found: <code data-path-slot="request">/that/path</code></p><p><code data-path-slot="request">/that/path</code></p>',
    );
  });
  it('decodes percent-escapes for display', () => {
    expect(fillPathSlot(template, '/%C3%BCber%20uns')).toContain('>/über uns<');
  });
  it('escapes HTML so a path cannot inject markup', () => {
    const html = fillPathSlot(template, '/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
  it('keeps control, invisible and bidirectional characters escaped, in the server and in the page script', () => {
    const raw = '/a%00b%0A%E2%80%8Fc%E2%80%AEd%EF%BB%BF';
    const shown = '/a%00b%0A%E2%80%8Fc%E2%80%AEd%EF%BB%BF';
    expect(fillPathSlot(template, raw)).toContain(`>${shown}<`);
    const element = { textContent: '' };
    new Function('document', 'location', PATH_SLOT_SCRIPT)({ querySelectorAll: () => [element] }, { pathname: raw });
    expect(element.textContent).toBe(shown);
  });
  it('shows an undecodable path as received', () => {
    expect(fillPathSlot(template, '/%E0%A4%A')).toContain('>/%E0%A4%A<');
  });
});
