/**
 * One request of the site to its CMS's REST API with the site's token, cut off after a
 * timeout. Answers with the status and Directus's error codes; a failure is described by
 * its status and codes or the network error's code only, never with the data sent.
 */
export const DIRECTUS_REQUEST_TIMEOUT_MS = 10_000;

export interface DirectusTarget {
  /** e.g. http://127.0.0.1:8055 */
  readonly url: string;
  readonly token: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export type DirectusAnswer =
  | { readonly ok: true; readonly status: number; readonly data: unknown }
  | { readonly ok: false; readonly status: number | null; readonly codes: readonly string[]; readonly error: string };

async function errorCodes(response: Response): Promise<string[]> {
  try {
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: unknown } }> };
    return (body.errors ?? []).map((error) => String(error.extensions?.code ?? '')).filter(Boolean);
  } catch {
    return [];
  }
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? `${error.name}: ${cause.code}` : `${error.name}: ${error.message}`;
}

/** The answer's `data`, or null (an empty answer, such as a create the token may not read back). */
async function dataOf(response: Response): Promise<unknown> {
  try {
    return ((await response.json()) as { data?: unknown }).data ?? null;
  } catch {
    return null;
  }
}

/** `path` below the API's root, e.g. `/items/site_builds`. */
export async function directusRequest(
  { url, token, fetch: fetchImpl = fetch, timeoutMs = DIRECTUS_REQUEST_TIMEOUT_MS }: DirectusTarget,
  request: {
    readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    readonly path: string;
    readonly body?: unknown;
    readonly signal?: AbortSignal;
  },
): Promise<DirectusAnswer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(`${url.replace(/\/+$/, '')}${request.path}`, {
      method: request.method,
      headers: { Authorization: `Bearer ${token}`, ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
    });
    if (response.ok) return { ok: true, status: response.status, data: await dataOf(response) };
    const codes = await errorCodes(response);
    return { ok: false, status: response.status, codes, error: `HTTP ${response.status}${codes.length ? ` ${codes.join(',')}` : ''}` };
  } catch (error) {
    return { ok: false, status: null, codes: [], error: describeFailure(error) };
  }
}

/** Uploads a file to the CMS's file library (`POST /files`): its id there, or why not. */
export async function directusUpload(
  { url, token, fetch: fetchImpl = fetch, timeoutMs = DIRECTUS_REQUEST_TIMEOUT_MS }: DirectusTarget,
  file: { readonly filename: string; readonly contentType: string; readonly bytes: Uint8Array; readonly signal?: AbortSignal },
): Promise<{ readonly ok: true; readonly id: string } | { readonly ok: false; readonly error: string }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const form = new FormData();
  form.append('title', file.filename);
  form.append('file', new Blob([Uint8Array.from(file.bytes)], { type: file.contentType }), file.filename);
  try {
    const response = await fetchImpl(`${url.replace(/\/+$/, '')}/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
      signal: file.signal ? AbortSignal.any([file.signal, timeout]) : timeout,
    });
    if (!response.ok) {
      const codes = await errorCodes(response);
      return { ok: false, error: `HTTP ${response.status}${codes.length ? ` ${codes.join(',')}` : ''}` };
    }
    const data = (await dataOf(response)) as { id?: unknown } | null;
    return typeof data?.id === 'string' ? { ok: true, id: data.id } : { ok: false, error: 'no file id in the answer' };
  } catch (error) {
    return { ok: false, error: describeFailure(error) };
  }
}

/** A file of the CMS's library as text (`GET /assets/ID`), at most `maxBytes`: its text, or why not. */
export async function directusDownload(
  { url, token, fetch: fetchImpl = fetch, timeoutMs = DIRECTUS_REQUEST_TIMEOUT_MS }: DirectusTarget,
  file: { readonly id: string; readonly maxBytes: number; readonly signal?: AbortSignal },
): Promise<{ readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: string }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(`${url.replace(/\/+$/, '')}/assets/${encodeURIComponent(file.id)}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: file.signal ? AbortSignal.any([file.signal, timeout]) : timeout,
    });
    if (!response.ok) {
      const codes = await errorCodes(response);
      return { ok: false, error: `HTTP ${response.status}${codes.length ? ` ${codes.join(',')}` : ''}` };
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > file.maxBytes) return { ok: false, error: `larger than ${file.maxBytes} bytes` };
    return { ok: true, text: new TextDecoder().decode(bytes) };
  } catch (error) {
    return { ok: false, error: describeFailure(error) };
  }
}
