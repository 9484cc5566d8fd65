/**
 * What a manage link needs of a registration's invoices and credit notes, which the invoices
 * keep (src/server/invoices/use-cases/registration-documents.ts makes it; the server's wiring hands it
 * to the manage routes): the list its page shows, whether they keep the link open after the
 * course, and their files to download.
 */
import type { ManagedDocument } from '../../../registration-contract/manage.ts';

/** A registration's invoices and credit notes, as its manage link shows them (src/server/invoices/ keeps them). */
export interface RegistrationDocuments {
  list(registrationId: string): Promise<readonly ManagedDocument[]>;
  /** Whether a registration's whole link stays valid after its course: a document not settled, or the last issued lately. */
  keepOpen(registrationId: string, now: number): Promise<boolean>;
  /** A document's PDF or XRechnung XML, once drawn; null when the registration has no such file. */
  file(registrationId: string, number: string, file: 'pdf' | 'xml'): Promise<DocumentFile | null>;
}

export interface DocumentFile {
  readonly name: string;
  readonly type: string;
  readonly body: Uint8Array | string;
}
