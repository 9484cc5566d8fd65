/**
 * The deploy files the build writes: two into dist/ for static hosts (Netlify and
 * Cloudflare Pages read them there and never serve them; the Node server refuses them
 * too), and the nginx snippet into deploy/ beside dist/, outside what is served.
 */
export const REDIRECTS_FILE = '_redirects';
export const HEADERS_FILE = '_headers';
export const STATIC_HOST_FILES: readonly string[] = [REDIRECTS_FILE, HEADERS_FILE];
export const NGINX_FILE = 'nginx.conf';
