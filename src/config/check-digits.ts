/**
 * ISO 7064 MOD 97-10, the check digits of an IBAN and of a Leitweg-ID (the German public
 * buyer's routing ID): letters count as 10 (A) to 35 (Z), and a number with its check
 * digits leaves 1 when divided by 97. Pure.
 */

/** The remainder of `alphanumeric` (digits and capitals) read as one number, divided by 97. */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/** Whether an IBAN (spaces allowed) has the form and check digits of one. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}
