/**
 * What a manage link offers beside its changes (ManageBox.tsx): how the days are joined online
 * once their access details are out, the course's materials, the registration's invoices and
 * credit notes, and the certificates of the places it shows, each with its files.
 */
import type { ReactNode } from 'react';
import { formatDate, formatPrice, quoted } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { certificatePath, documentPath, type ManagedDocument, type ManageView, materialPath } from '../registration-contract/manage.ts';
import { MANAGE_TEXTS } from '../registration-contract/manage-messages.ts';
import { usePage } from './page-context.tsx';

/** One part of what the link offers: its heading, named for the part (`manage-{name}`), and its content. */
function ManageSection({ name, heading, children }: { name: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`manage-${name}`} className="mt-6" data-slot={`manage-${name}`}>
      <h3 id={`manage-${name}`} className="text-xl font-semibold">
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** A document's status in words: an invoice not paid with the day it is due and what is still owed. */
function statusText(locale: Locale, document: ManagedDocument): string {
  return interpolate(MANAGE_TEXTS[locale].documentStatus[document.status], {
    due: formatDate(locale, document.dueDate),
    outstanding: formatPrice(locale, document.outstanding),
  });
}

/** The registration's invoices and credit notes, each with its amounts, status and files. */
export function ManageDocuments({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const columns = texts.documentsColumns;
  if (view.documents.length === 0) return null;
  return (
    <ManageSection name="documents" heading={texts.documentsHeading}>
      <ul className="mt-2 space-y-3">
        {view.documents.map((document) => (
          <li key={document.number} data-status={document.status}>
            <strong>{document.number}</strong>, {formatDate(locale, document.issueDate)}: {statusText(locale, document)}
            <br />
            {columns.net} {formatPrice(locale, document.net)} · {columns.vat} {formatPrice(locale, document.vat)} · {columns.gross}{' '}
            {formatPrice(locale, document.gross)}
            <br />
            {document.drawn ? (
              <>
                <a href={documentPath(view.token, document.number, 'pdf')} download>
                  {interpolate(texts.documentPdf, { number: document.number })}
                </a>
                {document.xrechnung && (
                  <>
                    {' · '}
                    <a href={documentPath(view.token, document.number, 'xml')} download>
                      {interpolate(texts.documentXml, { number: document.number })}
                    </a>
                  </>
                )}
              </>
            ) : (
              <span className="muted">{texts.documentDrawing}</span>
            )}
          </li>
        ))}
      </ul>
    </ManageSection>
  );
}

/** How the days are joined online, once their access details are out: each day's link and dial-in details. */
export function ManageAccess({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  if (view.access.length === 0) return null;
  return (
    <ManageSection name="access" heading={texts.accessHeading}>
      <ul className="mt-2 space-y-3">
        {view.access.map((access) => (
          <li key={access.day}>
            <a href={access.url} rel="noopener noreferrer" target="_blank">
              {interpolate(texts.accessJoin, { day: formatDate(locale, access.day) })}
            </a>
            {access.dialIn && (
              <>
                <br />
                {interpolate(texts.accessDialIn, { details: access.dialIn })}
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="muted mt-2">{texts.accessShared}</p>
    </ManageSection>
  );
}

/** The course's materials: each download's files while they may be downloaded, else the days they may be. */
export function ManageMaterials({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const { materials } = view;
  if (!materials) return null;
  const days = { first: formatDate(locale, materials.first), last: formatDate(locale, materials.last) };
  return (
    <ManageSection name="materials" heading={texts.materialsHeading}>
      <p className="mt-2">{interpolate(texts.materials[materials.state], days)}</p>
      {materials.state === 'open' && (
        <ul className="mt-2 space-y-3">
          {materials.downloads.map((download) => (
            <li key={download.id}>
              <strong>{download.title}</strong>
              <ul className="mt-1">
                {download.files.map((file) => (
                  <li key={file.file}>
                    <a href={materialPath(view.token, download.id, file.file)} download>
                      {file.label}
                    </a>{' '}
                    (PDF)
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </ManageSection>
  );
}

/** The certificates of the places the link shows, each with whom it names, its PDF, its credential and LinkedIn's link. */
export function ManageCertificates({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  if (view.certificates.length === 0) return null;
  return (
    <ManageSection name="certificates" heading={texts.certificatesHeading}>
      <ul className="mt-2 space-y-3">
        {view.certificates.map((certificate) => (
          <li key={certificate.number} data-revoked={certificate.revoked ? '' : undefined}>
            <strong>{certificate.number}</strong>, {formatDate(locale, certificate.issueDate)}:{' '}
            {`${texts.certificateKinds[certificate.kind]} ${quoted(locale, certificate.title)}`}
            {certificate.holder && `, ${certificate.holder}`}
            {certificate.revoked && ` (${texts.certificateRevoked})`}
            <br />
            {certificate.drawn ? (
              <a href={certificatePath(view.token, certificate.number)} download>
                {interpolate(texts.certificatePdf, { number: certificate.number })}
              </a>
            ) : (
              <span className="muted">{texts.documentDrawing}</span>
            )}
            {certificate.credential && (
              <>
                {' · '}
                <a href={certificatePath(view.token, certificate.number, 'json')} download>
                  {interpolate(texts.certificateBadge, { number: certificate.number })}
                </a>
              </>
            )}
            {certificate.linkedIn && (
              <>
                {' · '}
                <a href={certificate.linkedIn} rel="noopener noreferrer" target="_blank">
                  {texts.certificateLinkedIn}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </ManageSection>
  );
}
