/**
 * One label and its value in a list of facts (`<dl>`), a space after each: the search reads a
 * page's text without its styling, and would find "Datum19. Januar 2027" without them.
 */
import type { ReactNode } from 'react';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt> <dd>{children}</dd>{' '}
    </>
  );
}
