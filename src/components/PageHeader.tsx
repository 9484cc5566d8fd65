/**
 * The page's one h1 (its long words hyphenated for a phone), with an optional lead paragraph.
 * `searchWeight`: how much the title's words count in the site search (Pagefind's 0 to 10; an h1 counts 7).
 */
import type { ReactNode } from 'react';
import { hyphenate } from '../i18n/hyphenate.ts';
import { usePage } from './page-context.tsx';

export function PageHeader({ title, lead, searchWeight }: { title: string; lead?: ReactNode; searchWeight?: number }) {
  const { locale } = usePage();
  return (
    <div className="mb-8 max-w-3xl">
      <h1 className="page-title" data-pagefind-weight={searchWeight}>
        {hyphenate(locale, title)}
      </h1>
      {lead && <p className="lead mt-3">{lead}</p>}
    </div>
  );
}
