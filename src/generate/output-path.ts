/** Where a page's HTML lives in dist/: '/' -> index.html, '/en/courses' -> en/courses/index.html. */
export function htmlFileOf(path: string): string {
  if (!path.startsWith('/') || path.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`not a site path: ${JSON.stringify(path)}`);
  }
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Where a page's payload lives ({page}/_payload.json): beside its HTML. */
export function payloadFileOf(path: string): string {
  return htmlFileOf(path).replace(/index\.html$/, PAYLOAD_FILE);
}

export const PAYLOAD_FILE = '_payload.json';

/** The page path of a payload file (the inverse of payloadFileOf). */
export function pathOfPayloadFile(file: string): string {
  const dir = file.slice(0, -PAYLOAD_FILE.length).replace(/\/$/, '');
  return `/${dir}`;
}
