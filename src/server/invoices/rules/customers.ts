/**
 * Who a billing customer is, for their stable customer number (migration 19): a company with a
 * VAT ID by that ID, anyone else (a company without one, a private person) by their name and
 * postal address, compared without case, spaces or punctuation (ß as ss), so the same customer booking
 * again is known however they typed it. Pure.
 */
import type { Buyer } from './invoice-document.ts';

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The key a buyer is known by. */
export function customerKey(buyer: Pick<Buyer, 'name' | 'street' | 'postalCode' | 'country' | 'vatId'>): string {
  if (buyer.vatId) return `vat:${buyer.vatId.replace(/\s/g, '').toUpperCase()}`;
  return `address:${buyer.country}:${plain(buyer.postalCode)}:${plain(buyer.street)}:${plain(buyer.name)}`;
}

/** A buyer as compared with another: without the customer number a document was issued with. */
export const withoutCustomerNumber = ({ customerNumber: _, ...buyer }: Buyer): Omit<Buyer, 'customerNumber'> => buyer;
