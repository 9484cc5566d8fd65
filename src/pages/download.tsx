/** A download's page (the public ones and the three hidden ones): what the file holds, and the file. */
import { PageHeader } from '../components/PageHeader.tsx';
import { usePage } from '../components/page-context.tsx';
import type { Download } from '../content/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { Icon } from '../icons/Icon.tsx';
import type { HiddenDownloadRouteId } from '../routes/hidden-downloads.ts';
import { downloadFilePath } from './download-files.ts';
import type { PageData, Screen } from './types.ts';

interface DownloadProps {
  readonly title: string;
  readonly description: string;
  readonly files: ReadonlyArray<{ readonly href: string; readonly label: string }>;
}

function downloadData(download: Download, locale: Locale): PageData<DownloadProps> {
  const { title, description, files } = download.translations[locale];
  return {
    head: { title, description },
    props: { title, description, files: files.map((file) => ({ href: downloadFilePath(download, file.file), label: file.label })) },
  };
}

function DownloadBody({ props }: { props: DownloadProps }) {
  const { messages } = usePage();
  return (
    <>
      <PageHeader title={props.title} lead={props.description} />
      <ul className="date-list">
        {props.files.map((file) => (
          <li key={file.href} className="date-row">
            <a href={file.href} download className="inline-flex items-center gap-2 font-semibold">
              <Icon name="download" size={18} />
              {file.label}
            </a>
            <span className="muted text-sm">{messages.downloads.file}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export const downloadScreen: Screen<'download', DownloadProps> = {
  load: ({ route, index }) => {
    const download = index.downloadById.get(route.params.id);
    return download && download.hiddenPage === null ? downloadData(download, route.locale) : null;
  },
  Body: DownloadBody,
};

export function hiddenDownloadScreen<Id extends HiddenDownloadRouteId>(): Screen<Id, DownloadProps> {
  return {
    load: ({ route, index }) => {
      const download = index.downloadByHiddenPage.get(route.id);
      return download ? downloadData(download, route.locale) : null;
    },
    Body: DownloadBody,
  };
}
