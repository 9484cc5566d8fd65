import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalSlashes, contentTypeOf, resolveStaticFile } from '../../src/server/static-files.ts';

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
      expect(file.startsWith(root + '/')).toBe(true);
      expect(file).not.toMatch(/\/\.[^/]*/);
    }
  });

  it('refuses traversal, null bytes, backslashes and dot-files outright', () => {
    for (const path of ['/../x', '/%2e%2e/x', '/a%00', '/a%5cb', '/.vite/manifest.json', '/%']) {
      expect(resolveStaticFile(root, path)).toBeNull();
    }
  });
});

describe('canonicalSlashes', () => {
  it('removes trailing and doubled slashes, leaves canonical paths alone', () => {
    expect(canonicalSlashes('/seminare/')).toBe('/seminare');
    expect(canonicalSlashes('/a//b')).toBe('/a/b');
    expect(canonicalSlashes('//evil.example/')).toBe('/evil.example');
    expect(canonicalSlashes('/')).toBeNull();
    expect(canonicalSlashes('/seminare')).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('knows the site file types and falls back to octet-stream', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('x.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});
