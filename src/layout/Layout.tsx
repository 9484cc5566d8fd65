/** The frame of every page: skip link, header, the page's main content, footer, toasts. */
import type { ReactNode } from 'react';
import { usePage } from '../components/page-context.tsx';
import { kitStrings } from '../i18n/kit/index.ts';
import { LOCALE_INFO } from '../i18n/locales.ts';
import { useIcons } from '../icons/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import { TOAST_EVENT } from '../islands/registry.ts';
import { Toaster } from '../islands/toaster/Toaster.tsx';
import { TOAST_ICONS } from '../islands/toaster/toast-display.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { locale, messages } = usePage();
  const toastIcons = useIcons(TOAST_ICONS);
  return (
    <>
      <a href="#main" className="skip-link">
        {messages.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="page-width py-8 md:py-12">
        {children}
      </main>
      <Footer />
      <Island
        name="toaster"
        component={Toaster}
        hydrate={`event:${TOAST_EVENT}`}
        props={{ label: messages.notifications, closeLabel: kitStrings(LOCALE_INFO[locale].tag).close, icons: toastIcons }}
      />
    </>
  );
}
