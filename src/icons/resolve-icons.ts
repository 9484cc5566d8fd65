/**
 * Resolves icon names into the registry <Icon> draws from. Rendering is synchronous
 * (renderToString), so the build calls this once, before rendering: every name from the
 * local Lucide set, and only the ones it lacks from the cache or the icon API, all at once.
 * A name that cannot be had is missing from the registry (its warning is already logged).
 */
import { type IconData, type IconRegistry, iconKey } from './icon-data.ts';
import { localIcon } from './icon-set.ts';
import { type RemoteIconOptions, remoteIcon } from './remote-icons.ts';

export async function resolveIcons(names: Iterable<string>, options: RemoteIconOptions = {}): Promise<IconRegistry> {
  const keys = [...new Set(Array.from(names, iconKey))];
  const icons = await Promise.all(keys.map(async (key) => (await localIcon(key)) ?? (await remoteIcon(key, options))));
  const registry = new Map<string, IconData>();
  keys.forEach((key, index) => {
    const icon = icons[index];
    if (icon) registry.set(key, icon);
  });
  return registry;
}
