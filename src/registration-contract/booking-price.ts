/**
 * What a registration would cost, as the server prices it before it is sent (a post of the
 * form's values to PRICE_PATH, answered with this or the form's errors): the full price of a
 * place, the reductions it gets (the group discount, the code typed), and what the invoice
 * would say, net, VAT and gross, by where each place is supplied. The review shows it. Pure
 * data, shared by the server and the form (JSON-shaped).
 */
import { REGISTRATIONS_PATH } from './contract.ts';

export const PRICE_PATH = `${REGISTRATIONS_PATH}/price`;

export type BookingPrice = {
  readonly people: number;
  /** A place's full price, net EUR. */
  readonly unit: number;
  /** Each reduction: what the invoice calls it, and what it takes off in all (net EUR). */
  readonly allowances: readonly { readonly label: string; readonly amount: number }[];
  /** EUR: the places less the reductions, the VAT on them, and the two together. */
  readonly net: number;
  readonly vat: number;
  readonly gross: number;
};
