/**
 * A certificate's number and check code: printed one way, read however a person types them,
 * and the check code made of its random bits alone.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHECK_CODE_BYTES,
  certificateNumber,
  checkCodeOf,
  readCertificateNumber,
  readCheckCode,
} from '../../src/certificate-contract/certificate-number.ts';

const PRINTED_CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

describe('a certificate number', () => {
  it('is the prefix, the year and the serial of five digits at least', () => {
    expect(certificateNumber('RWA', 2027, 42)).toBe('RWA-2027-00042');
    expect(certificateNumber('RWA', 2027, 123_456)).toBe('RWA-2027-123456');
  });

  it('is read as typed: any case, spaces or dashes of any kind, with or without the leading zeros', () => {
    for (const typed of [
      'RWA-2027-00042',
      ' rwa-2027-00042 ',
      'RWA 2027 00042',
      'rwa\u20132027\u201300042',
      'RWA-2027-42',
      'RWA - 2027 - 042',
    ])
      expect(readCertificateNumber(typed), typed).toBe('RWA-2027-00042');
  });

  it('is not read from what cannot be one', () => {
    for (const typed of ['', 'RWA', 'RWA-27-00042', 'RWA-2027-', '2027-00042', 'RWA-2027-00042-1', 'R-2027-00042', 'RWA-2027-1234567890'])
      expect(readCertificateNumber(typed), typed).toBeNull();
  });
});

describe('a check code', () => {
  it('is ten characters of Crockford base32, printed in two groups, from its random bytes alone', () => {
    const bytes = Uint8Array.from([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde]);
    expect(checkCodeOf(bytes)).toMatch(PRINTED_CODE);
    expect(checkCodeOf(bytes)).toBe(checkCodeOf(Uint8Array.from(bytes)));
    expect(checkCodeOf(new Uint8Array(CHECK_CODE_BYTES))).toBe('00000-00000');
    expect(checkCodeOf(new Uint8Array(CHECK_CODE_BYTES).fill(0xff))).toBe('ZZZZZ-ZZZZZ');
    expect(() => checkCodeOf(new Uint8Array(CHECK_CODE_BYTES - 1))).toThrow(RangeError);
  });

  it('differs when any of its 50 bits does', () => {
    const base = new Uint8Array(CHECK_CODE_BYTES);
    const codes = new Set<string>();
    for (let bit = 0; bit < 50; bit++) {
      const bytes = Uint8Array.from(base);
      bytes[CHECK_CODE_BYTES - 1 - Math.floor(bit / 8)]! |= 1 << (bit % 8);
      codes.add(checkCodeOf(bytes));
    }
    expect(codes.size).toBe(50);
    expect(codes.has(checkCodeOf(base))).toBe(false);
  });

  it('is read back as printed, whatever the case, spacing and look-alike letters', () => {
    for (let round = 0; round < 200; round++) {
      const code = checkCodeOf(randomBytes(CHECK_CODE_BYTES));
      expect(readCheckCode(code)).toBe(code);
      expect(readCheckCode(` ${code.toLowerCase().replace('-', ' ')} `)).toBe(code);
    }
    expect(readCheckCode('7kq2m x9hfp')).toBe('7KQ2M-X9HFP');
    expect(readCheckCode('O1IL2-34567')).toBe('01112-34567');
    expect(readCheckCode('7KQ2M\u2011X9HFP')).toBe('7KQ2M-X9HFP');
  });

  it('is not read from what cannot be one', () => {
    for (const typed of ['', '7KQ2M-X9HF', '7KQ2M-X9HFPQ', '7KQ2M-X9HFU', '7KQ2M-X9HF!', 'ÄKQ2M-X9HFP'])
      expect(readCheckCode(typed), typed).toBeNull();
  });
});
