/**
 * The example systemd unit (deploy/academy.service) as a host runs it: the compiled server that
 * `npm run build` made, started with the unit's command and only the unit's environment (its
 * folders moved into a temporary one), is ready (GET /readyz), takes a registration, and stops
 * cleanly on the unit's stop signal.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKABLE_DATE_ID, validInput } from '../support/registration.ts';
import { ROOT, startServerProcess } from '../support/server-process.ts';

/** The [Service] settings of a unit file: each key's values, in order. */
function serviceSection(unit: string): Map<string, string[]> {
  const section = unit.split(/^\[Service\]$/m)[1]?.split(/^\[/m)[0] ?? '';
  const settings = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

describe('deploy/academy.service', () => {
  it('starts the compiled server, which is ready, takes a registration and stops on SIGTERM', async () => {
    const unit = serviceSection(await readFile(join(ROOT, 'deploy/academy.service'), 'utf8'));
    const [program, ...args] = unit.get('ExecStart')![0]!.split(' ');
    expect(program).toBe('/usr/bin/node');
    expect(args.at(-1)).toBe('.build/server/main.js');
    expect(unit.get('KillSignal')).toEqual(['SIGTERM']);
    const state = await mkdtemp(join(tmpdir(), 'academy-state-'));
    const env = Object.fromEntries(
      unit.get('Environment')!.map((pair) => {
        const [name, value] = pair.split('=') as [string, string];
        return [name, value.replace('/var/lib/academy', state)];
      }),
    );
    expect(env).toMatchObject({ NODE_ENV: 'production', DATA_DIR: `${state}/data`, RELEASES_DIR: `${state}/releases` });
    const { PORT: _port, HOST: _host, ...rest } = env;
    const server = await startServerProcess(rest, { args, cleanEnvironment: true });
    try {
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).json(), { timeout: 30_000 }).toMatchObject({ status: 'ready' });
      const answer = await fetch(`${server.url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
        body: JSON.stringify({ ...validInput({ email: 'host@example.com', dateId: BOOKABLE_DATE_ID }), locale: 'de' }),
      });
      expect(answer.status).toBe(201);
      // Its "please confirm" mail goes out (as a file: the unit names no mail server).
      await expect.poll(() => readdir(join(state, 'data/mail')).catch(() => [])).toHaveLength(1);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
