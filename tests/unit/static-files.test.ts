import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalAddress, contentTypeOf, resolveStaticFile } from '../../src/server/edge/static-files.ts';

const root = resolve('/srv/dist');

describe('resolveStaticFile', () => {
  it('maps page paths to index.html and asset paths to themselves', () => {
    expect(resolveStaticFile(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticFile(root, '/en/courses')).toBe(join(root, 'en/courses/index.html'));
    expect(resolveStaticFile(root, '/assets/loader-abc.js')).toBe(join(root, 'assets/loader-abc.js'));
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%5c..%5cpackage.json',
    '/..\\package.json',
    '/%5c..%5cpackage.json',
    '/a%00.html',
    '/%252e%252e/x', // double-encoded: decodes once to '%2e%2e', a harmless literal name, still inside root
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/%E0%A4%A',
    'relative/path',
  ])('%s never resolves outside dist/ (or to a dot-file)', (path) => {
    const file = resolveStaticFile(root, path);
    if (file !== null) {
      expect(file.startsWith(`${root}/`)).toBe(true);
      expect(file).not.toMatch(/\/\.[^/]*/);
    }
  });

  it('refuses what would give a page a second address: escaped ASCII, index.html by name, the error pages', () => {
    for (const path of [
      '/seminare%2Fx',
      '/%73eminare',
      '/seminare%2findex.html',
      '/en%2Fcourses',
      '/index%2Ehtml',
      '/index.html',
      '/seminare/index.html',
      '/en/index.html',
      '/404.html',
      '/500.html',
      '/405.html',
      '/en/404.html',
      '/en/500.html',
      '/en/431.html',
    ]) {
      expect(resolveStaticFile(root, path), path).toBeNull();
    }
    // Escapes of other characters (a slug's umlaut, as browsers send it) still decode.
    expect(resolveStaticFile(root, '/gr%C3%BC%C3%9Fe')).toBe(join(root, 'grüße/index.html'));
  });

  it('refuses traversal, null bytes, backslashes and dot-files outright', () => {
    for (const path of ['/../x', '/%2e%2e/x', '/a%00', '/a%5cb', '/.vite/manifest.json', '/%']) {
      expect(resolveStaticFile(root, path)).toBeNull();
    }
  });
});

describe('canonicalAddress', () => {
  it("removes trailing and doubled slashes and a page's index.html, leaves canonical paths alone", () => {
    expect(canonicalAddress('/seminare/')).toBe('/seminare');
    expect(canonicalAddress('/a//b')).toBe('/a/b');
    expect(canonicalAddress('//evil.example/')).toBe('/evil.example');
    expect(canonicalAddress('/index.html')).toBe('/');
    expect(canonicalAddress('/seminare/index.html')).toBe('/seminare');
    expect(canonicalAddress('/en/index.html')).toBe('/en');
    expect(canonicalAddress('/en//courses/index.html/')).toBe('/en/courses');
    expect(canonicalAddress('//')).toBe('/');
    expect(canonicalAddress('/')).toBeNull();
    expect(canonicalAddress('/seminare')).toBeNull();
    expect(canonicalAddress('/en')).toBeNull();
    expect(canonicalAddress('/assets/loader-abc.js')).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('knows the site file types and falls back to octet-stream', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('x.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});
