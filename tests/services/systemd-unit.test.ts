/**
 * The example unit (deploy/academy.service) is one systemd accepts: `systemd-analyze verify`
 * (Debian's systemd package) finds no error in it. tests/site/deploy-unit.test.ts runs its command.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process.ts';

describe('deploy/academy.service', () => {
  it('passes systemd-analyze verify', () => {
    const run = () =>
      execFileSync('systemd-analyze', ['verify', join(ROOT, 'deploy/academy.service')], { encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  });
});
