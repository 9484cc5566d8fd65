/**
 * Turns whatever a failed CMS request throws into one line an editor or operator can act
 * on: unreachable host, refused token (401/403), timeout, or another HTTP error.
 */
interface SdkHttpError {
  readonly errors?: ReadonlyArray<{ readonly message?: string }>;
  readonly response?: { readonly status?: number; readonly statusText?: string };
}

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } })?.cause;
  return cause?.code ?? cause?.errors?.[0]?.code;
}

export function describePullError(error: unknown, url: string, timeoutMs: number): string {
  return describe(error, url, timeoutMs).replace(/\s+/g, ' ').trim();
}

function describe(error: unknown, url: string, timeoutMs: number): string {
  const name = (error as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `Directus at ${url} did not answer within ${timeoutMs} ms (DIRECTUS_TIMEOUT_MS); is it overloaded or stuck?`;
  }
  const http = error as SdkHttpError;
  const status = http?.response?.status;
  if (status === 401 || status === 403) {
    return `Directus at ${url} refused the token (${status}): check DIRECTUS_TOKEN and that its role may read every content collection.`;
  }
  if (typeof status === 'number') {
    const detail = http.errors?.[0]?.message ?? http.response?.statusText ?? '';
    return `Directus at ${url} answered ${status}${detail ? `: ${detail}` : ''}`;
  }
  const code = causeCode(error);
  if (error instanceof TypeError || code) {
    return `cannot reach Directus at ${url}${code ? ` (${code})` : ''}: is DIRECTUS_URL right and the CMS running?`;
  }
  return `pull from Directus at ${url} failed: ${(error as Error)?.message ?? String(error)}`;
}
