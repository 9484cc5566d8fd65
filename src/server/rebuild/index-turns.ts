/**
 * When a rebuild makes its search index: a rebuild asked for while one makes its index stops
 * that index (the pages of a seat just taken do not wait for Pagefind, about 6 s at 100 times
 * the content); the next rebuild then owes the index and makes it whatever waits, so the
 * search is never more than one rebuild behind the pages.
 */
import type { SearchOutcome } from './publish.ts';

export interface IndexTurns {
  /** A rebuild begins: whether it owes an index, and the signal that puts its index off. */
  begin(): { readonly owed: boolean; readonly signal: AbortSignal };
  /** A rebuild is asked for: the index being made is put off, unless it is owed. */
  asked(): void;
  /** The rebuild ended, with what became of its index ('none' too when it failed). */
  end(outcome: SearchOutcome['kind']): void;
}

export function indexTurns(): IndexTurns {
  let owed = false;
  let stop: AbortController | null = null;
  return {
    begin() {
      const indexing = new AbortController();
      stop = owed ? null : indexing;
      return { owed, signal: indexing.signal };
    },
    asked: () => stop?.abort(),
    end(outcome) {
      stop = null;
      if (outcome !== 'none') owed = outcome === 'put off';
    },
  };
}
