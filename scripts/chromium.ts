/**
 * Finds a Chromium for the browser tests and Lighthouse, in this order: CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, Playwright's own download, and otherwise the Chromium that the npm package
 * @sparticuz/chromium carries inside itself (a devDependency), so that `npm install && npm test`
 * needs nothing installed by hand. Playwright cannot download browsers on machines without
 * internet access, so one of these is always the source here.
 *
 * The packaged one is unpacked once into .build/chromium/<version>/ (about 3 s) with the few
 * libraries it links that a bare Debian lacks (NSS, NSPR, expat: the package's al2023 archive),
 * its software renderer and a font; `env` points the browser at them.
 */
import { execFileSync } from 'node:child_process';
import {
  accessSync,
  constants,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import { chromium } from '@playwright/test';
import { commandSettings } from './settings.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Chromium binary, and what its process needs in its environment besides the caller's. */
export interface ChromiumBinary {
  readonly executablePath: string;
  readonly env: Readonly<Record<string, string>>;
}

/** The first Chromium of the machine's (CHROMIUM_PATH, Debian's, Playwright's), else the packaged one. */
export async function findChromium(): Promise<ChromiumBinary> {
  const installed = [commandSettings().CHROMIUM_PATH, '/usr/bin/chromium', playwrightsOwn()].find(
    (path): path is string => !!path && isExecutable(path),
  );
  return installed ? { executablePath: installed, env: {} } : unpackPackagedChromium();
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightsOwn(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..');

/** Unpacks @sparticuz/chromium's archives into a folder of their own (once per version; a half-made folder is never used). */
async function unpackPackagedChromium(): Promise<ChromiumBinary> {
  const { version } = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
  const dir = resolve('.build/chromium', version);
  if (!existsSync(join(dir, 'chromium'))) {
    const work = `${dir}.${process.pid}`;
    rmSync(work, { recursive: true, force: true });
    mkdirSync(join(work, 'fonts'), { recursive: true });
    mkdirSync(join(work, 'al2023'));
    const bin = join(PACKAGE_DIR, 'bin');
    await pipeline(
      createReadStream(join(bin, 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(join(work, 'chromium'), { mode: 0o755 }),
    );
    // The software renderer lies beside the binary, where Chromium looks for it.
    untar(join(bin, 'swiftshader.tar.br'), work);
    untar(join(bin, 'fonts.tar.br'), join(work, 'fonts'));
    writeFileSync(join(work, 'fonts', 'fonts.conf'), fontConfig(join(dir, 'fonts')));
    untar(join(bin, 'al2023.tar.br'), join(work, 'al2023'));
    if (existsSync(join(dir, 'chromium'))) rmSync(work, { recursive: true, force: true });
    else renameSync(work, dir);
  }
  return {
    executablePath: join(dir, 'chromium'),
    env: { LD_LIBRARY_PATH: join(dir, 'al2023', 'lib'), FONTCONFIG_PATH: join(dir, 'fonts') },
  };
}

/**
 * Where the browser finds fonts: the packaged one (the package's own file names folders of a
 * cloud function's) and the machine's, if it has any. Without any font, form controls crash it.
 */
function fontConfig(fontsDir: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fontsDir}/fonts</dir>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <cachedir>${fontsDir}/cache</cachedir>
</fontconfig>
`;
}

/** A brotli-compressed tar archive (a megabyte or two) unpacked into a folder, by the system's tar. */
function untar(archive: string, into: string): void {
  execFileSync('tar', ['-x', '-C', into], { input: brotliDecompressSync(readFileSync(archive)) });
}
