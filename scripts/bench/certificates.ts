/**
 * Certificates under load: a day's certificates after one day's courses (`count` places of a
 * date that ended yesterday, each attended and passed, issued by one server: numbers taken,
 * PDFs drawn and credentials signed on the drawing thread, mails queued), wall time; and the verification page answering
 * checks at `connections` connections (the compiled server on a built site, behind a proxy so
 * that every check is a visitor of its own, the register holding `count` certificates; a third of
 * the checks valid, a third with a wrong code, a third of unknown numbers), requests per second
 * and latencies over `seconds` after a second of warm-up.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { sessionsOf } from '../../src/content/sessions.ts';
import type { Content } from '../../src/content/types.ts';
import { certificateFacts } from '../../src/server/certificates/rules/certificate-document.ts';
import { certifyingOf } from '../../src/server/certificates/rules/certifying.ts';
import { verificationLink } from '../../src/server/certificates/rules/verification-link.ts';
import { certificateId } from '../../src/server/certificates/store/certificate-records.ts';
import { runIssuing } from '../../src/server/certificates/use-cases/issuing.ts';
import { addSigningKey, currentSigning } from '../../src/server/credentials/signing-keys.ts';
import { drawingPool } from '../../src/server/drawing/drawing-pool.ts';
import { openSqliteStores, type Stores } from '../../src/server/open-stores.ts';
import { builtToday } from './built-today.ts';
import { benchInvoiceRegistration } from './invoicing.ts';
import { quantile, startServerProcess, untilLogged } from './registration-load.ts';

const MAIL_SETTINGS = {
  siteUrl: 'https://www.rackwise-academy.de',
  academyInbox: 'team@academy.example',
  academy: DEFAULT_ACADEMY_CONTACT,
};

/** The day after `dateId`'s last. */
const dayAfter = (content: Content, dateId: number) => {
  const date = content.seminarDates.find((item) => item.id === dateId)!;
  return new Date(Date.parse(`${date.end}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
};

/** `count` places (registrations of two) of `dateId`, billed already, each attended every day and passed. */
export async function placesDue(stores: Stores, content: Content, dateId: number, count: number): Promise<void> {
  const date = content.seminarDates.find((item) => item.id === dateId)!;
  const days = sessionsOf(date).map(({ day }) => day);
  const at = `${date.end}T16:00:00.000Z`;
  for (let index = 0; index < count / 2; index++) {
    const registration = benchInvoiceRegistration(content, dateId, index);
    await stores.registrations.insert(registration);
    await stores.invoices.markBilled(registration.id, at);
    for (const position of [0, 1]) {
      for (const day of days)
        await stores.evidence.mark({ registrationId: registration.id, position, day, present: true, source: 'check-in', at });
      await stores.evidence.addResult({
        registrationId: registration.id,
        position,
        passed: true,
        score: 80,
        takenOn: date.end,
        source: 'import',
        at,
      });
    }
  }
}

/** Seconds for one server to issue, draw, sign (their credentials) and mail the certificates of `count` places of a date that ended the day before. */
export async function measureDayOfCertificates(content: Content, dateId: number, count: number): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-certificates-'));
  const stores = await openSqliteStores({ dataDir, outbox: false });
  const drawer = drawingPool();
  // The drawer's pauses for a busy event loop hold nothing open (as in the server, whose sockets do): this does, meanwhile.
  const alive = setInterval(() => {}, 1000);
  try {
    await placesDue(stores, content, dateId, count);
    const today = dayAfter(content, dateId);
    const keysFile = join(dataDir, 'credential-keys.json');
    await addSigningKey(keysFile, new Date(`${today}T00:00:00.000Z`));
    const start = performance.now();
    const run = await runIssuing({
      stores,
      evidence: stores.evidence,
      certificates: stores.certificates,
      holderKey: stores.holderKey,
      getContent: () => content,
      today: () => today,
      now: () => new Date(`${today}T05:00:00.000Z`),
      certifying: certifyingOf(DEFAULT_SETTINGS),
      mailSettings: MAIL_SETTINGS,
      drawer,
      signing: () => currentSigning(keysFile, MAIL_SETTINGS.siteUrl),
    });
    const seconds = (performance.now() - start) / 1000;
    const signed = await stores.certificates.credential(run.issued.at(-1)!.id);
    if (run.issued.length !== count || run.drawn !== count || !signed)
      throw new Error(`${run.issued.length} issued and ${run.drawn} drawn of ${count}, the last ${signed ? '' : 'not '}signed`);
    return seconds;
  } finally {
    clearInterval(alive);
    await drawer.close();
    await stores.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export interface CheckFigures {
  readonly requestsPerSecond: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  /** The median of each kind of check: a valid one, a known number with a wrong code, an unknown number. */
  readonly medianByKind: { readonly valid: number; readonly wrongCode: number; readonly unknown: number };
  /** Answers other than 200, or an answer that did not say what the check should. */
  readonly failures: number;
}

/** Writes `count` certificates of `dateId` into the register in `dataDir` (not drawn: the page reads the register only); their links' queries. */
async function register(dataDir: string, content: Content, dateId: number, count: number): Promise<string[]> {
  const stores = await openSqliteStores({ dataDir, outbox: false });
  try {
    const facts = certificateFacts(
      content,
      { dateId, locale: 'de', academicTitle: null, firstName: 'Erika', lastName: 'Mustermann', attendance: null },
      null,
      dayAfter(content, dateId),
    )!;
    const links: string[] = [];
    await stores.committed(async () => {
      for (let index = 0; index < count; index++) {
        const number = `RWA-2027-${String(index + 1).padStart(5, '0')}`;
        const checkCode = `${String(index).padStart(5, '0')}-ABCDE`;
        const document = {
          ...facts,
          number,
          checkCode,
          kind: 'attendance' as const,
          locale: 'de' as const,
          holder: `Erika Mustermann ${index}`,
        };
        await stores.certificates.insert({
          id: certificateId(`bench-${index}`),
          registrationId: `bench-${index}`,
          position: 0,
          dateId,
          holderKey: `bench-${index}`,
          issuedAt: `${facts.issueDate}T05:00:00.000Z`,
          revokedAt: null,
          revocationReason: null,
          statusIndex: index,
          document,
        });
        const link = new URL(verificationLink('http://localhost', document));
        links.push(`${link.pathname}${link.search}`);
      }
    });
    return links;
  } finally {
    await stores.close();
  }
}

export async function measureCheckLoad({
  dist,
  contentDir,
  connections,
  seconds,
  count,
}: {
  dist: string;
  contentDir: string;
  connections: number;
  seconds: number;
  count: number;
}): Promise<CheckFigures> {
  const work = await mkdtemp(join(tmpdir(), 'bench-check-'));
  const content = await loadContentCache(contentDir);
  const dateId = content.seminarDates[0]!.id;
  const dataDir = join(work, 'data');
  await mkdir(dataDir, { recursive: true });
  const valid = await register(dataDir, content, dateId, count);
  const log = join(work, 'server.log');
  const { url, child } = await startServerProcess(
    {
      PORT: '0',
      DIST_DIR: dist,
      CONTENT_DIR: contentDir,
      DATA_DIR: dataDir,
      RELEASES_DIR: join(work, 'releases'),
      TODAY: await builtToday(dist),
      TRUST_PROXY: '1',
    },
    log,
  );
  await untilLogged(log, /"msg":"rebuild (published|failed)/);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const byKind: [number[], number[], number[]] = [[], [], []];
  let failures = 0;
  let sequence = 0;
  let warmUntil = Number.POSITIVE_INFINITY;
  let stopAt = Number.POSITIVE_INFINITY;
  const clientOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  /** The n-th check: valid, a wrong code, an unknown number in turn; what the page must say. */
  const checkOf = (n: number): [string, string] => {
    const link = valid[n % valid.length]!;
    if (n % 3 === 0) return [link, 'ist gültig'];
    if (n % 3 === 1) return [link.replace(/code=[^&]+/, 'code=ZZZZZ-ZZZZZ'), 'kennen wir kein Zertifikat'];
    return [link.replace(/number=RWA-2027-\d+/, 'number=RWA-2026-99999'), 'kennen wir kein Zertifikat'];
  };
  const get = (n: number) =>
    new Promise<boolean>((answered, failed) => {
      const [path, says] = checkOf(n);
      const request = httpRequest(`${url}${path}`, { agent, headers: { 'X-Forwarded-For': clientOf(n) } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.once('end', () => answered(response.statusCode === 200 && body.includes(says)));
      });
      request.once('error', failed);
      request.end();
    });
  const visitor = async () => {
    while (performance.now() < stopAt) {
      const n = ++sequence;
      const started = performance.now();
      const ok = await get(n);
      if (started < warmUntil) continue;
      const took = performance.now() - started;
      latencies.push(took);
      byKind[n % 3]!.push(took);
      if (!ok) failures++;
    }
  };
  try {
    warmUntil = performance.now() + 1000;
    stopAt = warmUntil + seconds * 1000;
    await Promise.all(Array.from({ length: connections }, visitor));
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((exited) => child.once('exit', exited));
    await rm(work, { recursive: true, force: true });
  }
  const sorted = latencies.sort((a, b) => a - b);
  const medianOf = (times: number[]) =>
    quantile(
      times.sort((a, b) => a - b),
      0.5,
    );
  return {
    requestsPerSecond: sorted.length / seconds,
    medianMs: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    medianByKind: { valid: medianOf(byKind[0]), wrongCode: medianOf(byKind[1]), unknown: medianOf(byKind[2]) },
    failures,
  };
}
