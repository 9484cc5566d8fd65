/**
 * npm --prefix cms start (or npm run cms from the site): a local, seeded Directus on
 * SQLite at http://127.0.0.1:8055. First run: creates the database, the admin user, the
 * data model, the service tokens and the rebuild flow, and loads ../content-cache.
 * Later runs reuse the database. Secrets are generated once and kept in the data folder
 * (never committed); the values the site needs are written to <data>/site.env.
 *
 * Environment: CMS_PORT (8055), CMS_DATA_DIR (cms/data), CMS_CONTENT_DIR (../content-cache),
 * SITE_URL (http://127.0.0.1:4173, where the rebuild webhook goes), ADMIN_EMAIL
 * (admin@rackwise-academy.de); ADMIN_PASSWORD and the tokens default to generated ones.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createDirectus, rest, staticToken } from '@directus/sdk';
import { isSeeded, seedCms } from './seed.ts';
import { type AdminClient, isSetUp, setupCms } from './setup.ts';

const cmsDir = resolve(import.meta.dirname, '..');
const port = Number(process.env.CMS_PORT ?? 8055);
const url = `http://127.0.0.1:${port}`;
const dataDir = resolve(process.env.CMS_DATA_DIR ?? join(cmsDir, 'data'));
const contentDir = resolve(process.env.CMS_CONTENT_DIR ?? join(cmsDir, '..', 'content-cache'));
const siteUrl = (process.env.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/+$/, '');
// Directus runs on the Node that runs this script (cms/.node22), never on whatever `node`
// comes first on PATH: the site's Node 24 cannot load Directus's native modules.
const directusCli = join(cmsDir, 'node_modules', 'directus', 'cli.js');
if (!process.versions.node.startsWith('22.')) {
  console.error(`cms: Directus 12 needs Node 22, this is ${process.version}; run \`npm run cms\` (it uses cms/.node22).`);
  process.exit(1);
}

interface Secrets {
  secret: string;
  adminPassword: string;
  adminToken: string;
  buildToken: string;
  registrationToken: string;
  rebuildSecret: string;
  previewToken: string;
  previewSecret: string;
}

const random = () => randomBytes(24).toString('base64url');

async function loadSecrets(): Promise<Secrets> {
  const file = join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
  const secrets: Secrets = {
    secret: stored.secret ?? random(),
    adminPassword: process.env.ADMIN_PASSWORD ?? stored.adminPassword ?? random(),
    adminToken: stored.adminToken ?? random(),
    buildToken: stored.buildToken ?? random(),
    registrationToken: stored.registrationToken ?? random(),
    rebuildSecret: process.env.REBUILD_SECRET ?? stored.rebuildSecret ?? random(),
    previewToken: stored.previewToken ?? random(),
    previewSecret: process.env.PREVIEW_SECRET ?? stored.previewSecret ?? random(),
  };
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

function directusEnv(secrets: Secrets): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    SECRET: secrets.secret,
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: join(dataDir, 'directus.db'),
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@rackwise-academy.de',
    ADMIN_PASSWORD: secrets.adminPassword,
    ADMIN_TOKEN: secrets.adminToken,
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(dataDir, 'uploads'),
    EXTENSIONS_PATH: join(dataDir, 'extensions'),
    WEBSOCKETS_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // A local single-user CMS must not shed load: on a busy build machine the default
    // pressure limiter answers 503 "Under pressure" to the setup and the tests.
    PRESSURE_LIMITER_ENABLED: 'false',
    // The default deny list blocks flows from calling 127.0.0.1, where the site runs locally.
    IMPORT_IP_DENY_LIST: '169.254.169.254',
    // The Live Preview frames the site's preview pages.
    CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: siteUrl,
  };
}

async function waitForPing(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/server/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`Directus did not answer ${url}/server/ping within ${timeoutMs} ms`);
}

await mkdir(join(dataDir, 'uploads'), { recursive: true });
await mkdir(join(dataDir, 'extensions'), { recursive: true });
const secrets = await loadSecrets();
const env = directusEnv(secrets);

if (!existsSync(join(dataDir, 'directus.db'))) {
  const bootstrap = spawnSync(process.execPath, [directusCli, 'bootstrap'], { cwd: cmsDir, env, stdio: 'inherit' });
  if (bootstrap.status !== 0) process.exit(bootstrap.status ?? 1);
}

const directus = spawn(process.execPath, [directusCli, 'start'], { cwd: cmsDir, env, stdio: 'inherit' });
directus.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => directus.kill(signal));

try {
  await waitForPing(60_000);
  const client = createDirectus(url).with(staticToken(secrets.adminToken)).with(rest()) as AdminClient;
  if (!(await isSetUp(client))) {
    await setupCms(client, {
      buildToken: secrets.buildToken,
      registrationToken: secrets.registrationToken,
      rebuildUrl: `${siteUrl}/api/rebuild`,
      staffUrl: `${siteUrl}/api/staff/changes`,
      rebuildSecret: secrets.rebuildSecret,
      previewToken: secrets.previewToken,
      previewSecret: secrets.previewSecret,
      siteUrl,
    });
    console.log('cms: data model, service tokens, flows and previews created');
  }
  if (!(await isSeeded(client))) {
    const counts = await seedCms(client, contentDir);
    console.log(
      `cms: seeded from ${contentDir}: ${Object.entries(counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
  }
  const siteEnv = [
    `DIRECTUS_URL=${url}`,
    `DIRECTUS_TOKEN=${secrets.buildToken}`,
    `DIRECTUS_REGISTRATION_TOKEN=${secrets.registrationToken}`,
    `REBUILD_SECRET=${secrets.rebuildSecret}`,
    `DIRECTUS_PREVIEW_TOKEN=${secrets.previewToken}`,
    `PREVIEW_SECRET=${secrets.previewSecret}`,
  ].join('\n');
  await writeFile(join(dataDir, 'site.env'), `${siteEnv}\n`, { mode: 0o600 });
  console.log(`cms: ready at ${url} (admin: ${env.ADMIN_EMAIL}, password in ${join(dataDir, 'secrets.json')})`);
  console.log(
    `cms: the site's settings are in ${join(dataDir, 'site.env')}, e.g.  set -a; . ${join(dataDir, 'site.env')}; npm run content:pull`,
  );
} catch (error) {
  console.error(`cms: setup failed: ${(error as Error).message ?? JSON.stringify(error)}`);
  directus.kill('SIGTERM');
  process.exitCode = 1;
}
