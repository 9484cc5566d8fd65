/**
 * The page's one h1 (its long words break at their joints on a phone), with an optional lead paragraph.
 * `searchWeight`: how much the title's words count in the site search (Pagefind's 0 to 10; an h1 counts 7).
 */
import type { ReactNode } from 'react';
import { breakAtJoints } from '../i18n/word-breaks.ts';

export function PageHeader({ title, lead, searchWeight }: { title: string; lead?: ReactNode; searchWeight?: number }) {
  return (
    <div className="mb-8 max-w-3xl">
      <h1 className="page-title" data-pagefind-weight={searchWeight}>
        {breakAtJoints(title)}
      </h1>
      {lead && <p className="lead mt-3">{lead}</p>}
    </div>
  );
}
