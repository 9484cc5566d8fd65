/** The page's one h1, with an optional lead paragraph. */
import type { ReactNode } from 'react';

export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div data-slot="page-header" className="mb-8 max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {lead && <p className="lead mt-3">{lead}</p>}
    </div>
  );
}
