/** The page's one h1 (its long words hyphenated for a phone), with an optional lead paragraph. */
import type { ReactNode } from 'react';
import { hyphenate } from '../i18n/hyphenate.ts';
import { usePage } from './page-context.tsx';

export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  const { locale } = usePage();
  return (
    <div data-slot="page-header" className="mb-8 max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{hyphenate(locale, title)}</h1>
      {lead && <p className="lead mt-3">{lead}</p>}
    </div>
  );
}
