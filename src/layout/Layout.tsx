/** The frame of every page: skip link, header, the page's main content, footer, toasts. */
import type { ReactNode } from 'react';
import { usePage } from '../components/page-context.tsx';
import { Island } from '../islands/Island.tsx';
import { TOAST_EVENT } from '../islands/registry.ts';
import { Toaster } from '../islands/toaster/Toaster.tsx';
import type { ResolvedRoute } from '../routes/match.ts';
import { searchKind, searchReadsPage } from '../routes/table.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** What the site search indexes of a page it reads: its main content, under the kind of page it is (src/generate/search-index.ts). */
function searchAttributes(route: ResolvedRoute | null) {
  const kind = route && searchReadsPage(route.id) && searchKind(route.id);
  return kind ? { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${kind}` } : {};
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale, messages, route } = usePage();
  return (
    <>
      <a href="#main" className="skip-link">
        {messages.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="page-width page-main" {...searchAttributes(route)}>
        {children}
      </main>
      <Footer />
      <Island name="toaster" component={Toaster} hydrate={`event:${TOAST_EVENT}`} props={{ locale }} />
    </>
  );
}
