/**
 * The EPC QR code a banking app reads a SEPA credit transfer from (GiroCode, EPC069-12,
 * version 002): the payee, the IBAN, the amount and the reference as the remittance text;
 * as the QR code's modules, for the invoice's PDF to draw. Pure.
 */
import { type QrModules, qrModules } from '../../pdf/qr-code.ts';

export interface Transfer {
  readonly name: string;
  readonly iban: string;
  readonly bic: string;
  /** Cents, more than 0 and at most 999,999,999.99 EUR. */
  readonly amount: number;
  /** The remittance text: the invoice number and the reference. */
  readonly text: string;
}

/** The payload, line by line as EPC069-12 orders them (the name at most 70 characters, the text 140). */
export function girocodePayload({ name, iban, bic, amount, text }: Transfer): string {
  return ['BCD', '002', '1', 'SCT', bic, name.slice(0, 70), iban, `EUR${(amount / 100).toFixed(2)}`, '', '', text.slice(0, 140)].join('\n');
}

/** The QR code's modules (EPC069-12 asks for error correction level M). */
export const girocodeModules = (transfer: Transfer): QrModules => qrModules(girocodePayload(transfer), 'M');
