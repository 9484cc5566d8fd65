/**
 * The site the server serves now: the directory its files come from and the content it
 * was made of (which the registrations API judges dates by). A rebuild replaces both at
 * once; a request reads the state once at its start, so it is answered from one site.
 */
import type { Content } from '../../content/types.ts';

export interface SiteState {
  readonly root: string;
  readonly content: Content;
  /** The build being served (builds/latest.json), or null for a site without build records. */
  readonly buildId: string | null;
}

export interface LiveSite {
  readonly current: () => SiteState;
  readonly replace: (next: SiteState) => void;
  /** Calls `listener` after every replacement (new content may free seats, e.g. more of them). */
  readonly onReplace: (listener: () => void) => void;
}

export function liveSite(initial: SiteState): LiveSite {
  let state = initial;
  const listeners: Array<() => void> = [];
  return {
    current: () => state,
    replace: (next) => {
      state = next;
      for (const listener of listeners) listener();
    },
    onReplace: (listener) => void listeners.push(listener),
  };
}
