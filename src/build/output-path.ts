/** Where a page's HTML lives in dist/: '/' -> index.html, '/en/courses' -> en/courses/index.html. */
export function htmlFileOf(path: string): string {
  if (!path.startsWith('/') || path.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`not a site path: ${JSON.stringify(path)}`);
  }
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
