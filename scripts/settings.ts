/**
 * The settings of a command (src/config/settings.ts), read from its environment once: a wrong
 * value stops the command with one line per problem, without a stack trace.
 */
import { basename } from 'node:path';
import { ConfigError, type Env, type Settings, settingsFromEnvironment } from '../src/config/settings.ts';

/** This process's settings; `defaults` are the command's own defaults where they differ (the dev server's port). */
export function commandSettings(defaults: Env = {}): Settings {
  try {
    return settingsFromEnvironment(defaults);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${basename(process.argv[1] ?? 'command', '.ts')} stopped: ${error.message}`);
    process.exit(1);
  }
}
