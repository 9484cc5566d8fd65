/**
 * What a manage link needs of a registration's invoices and credit notes and its places'
 * certificates (src/server/invoices/use-cases/registration-documents.ts and
 * src/server/certificates/use-cases/place-certificates.ts make it; the server's wiring joins
 * them for the manage routes): the lists its page shows, whether they keep the link open after
 * the course, and their files to download.
 */
import type { ManagedCertificate, ManagedDocument } from '../../../registration-contract/manage.ts';

/**
 * A registration's invoices and credit notes (src/server/invoices/ keeps them) and its places'
 * certificates (src/server/certificates/), as its manage links show them.
 */
export interface RegistrationDocuments {
  list(registrationId: string): Promise<readonly ManagedDocument[]>;
  /**
   * Whether a link stays valid after its course: the whole registration's while an invoice is
   * not settled, or a document or certificate was issued lately; a place's while its own
   * certificate was issued lately.
   */
  keepOpen(registrationId: string, position: number | null, now: number): Promise<boolean>;
  /** A document's PDF or XRechnung XML, once drawn; null when the registration has no such file. */
  file(registrationId: string, number: string, file: 'pdf' | 'xml'): Promise<DocumentFile | null>;
  /** The certificates of the registration's places (`position` null), or of one place. */
  certificates(registrationId: string, position: number | null): Promise<readonly ManagedCertificate[]>;
  /** A certificate's PDF or its credential, once drawn; null when those places have no such certificate or file. */
  certificateFile(registrationId: string, position: number | null, number: string, file: 'pdf' | 'json'): Promise<DocumentFile | null>;
}

export interface DocumentFile {
  readonly name: string;
  readonly type: string;
  readonly body: Uint8Array | string;
}
