import { describe, expect, it } from 'vitest';
import { clientToYield } from '../../src/server/limits/connection-limits.ts';

const held = (counts: Record<string, number>) => new Map(Object.entries(counts).map(([client, size]) => [client, { size }]));
const nobody = () => false;

describe('which client gives up a connection when all are taken', () => {
  it('is the one holding the most', () => {
    expect(clientToYield(held({ a: 3, b: 5, c: 4 }), 'new', nobody)).toBe('b');
  });

  it('is nobody when the newcomer would then hold as many as the heaviest', () => {
    expect(clientToYield(held({ a: 3, b: 3 }), 'a', nobody)).toBeNull();
    expect(clientToYield(held({ a: 2, b: 3 }), 'a', nobody)).toBeNull();
    expect(clientToYield(held({ a: 1, b: 3 }), 'a', nobody)).toBe('b');
  });

  it('is never the newcomer itself, nor a client spared (a trusted proxy)', () => {
    expect(clientToYield(held({ a: 9 }), 'a', nobody)).toBeNull();
    expect(clientToYield(held({ proxy: 50, b: 4 }), 'new', (client) => client === 'proxy')).toBe('b');
  });
});
