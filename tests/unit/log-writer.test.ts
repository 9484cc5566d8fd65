import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { safeWriter } from '../../src/server/log/log.ts';

/** A stream that keeps what it is given, throws while `full`, and can fail later as a pipe does. */
function stream() {
  const emitter = new EventEmitter();
  const written: string[] = [];
  const state = { full: false };
  return {
    written,
    state,
    failLater: (error: Error) => emitter.emit('error', error),
    write(text: string) {
      if (state.full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      written.push(text);
      return true;
    },
    on: (event: 'error', listener: (error: Error) => void) => emitter.on(event, listener),
  };
}

const NOW = () => new Date('2027-01-20T09:00:00.000Z');

describe('the log writer', () => {
  it('drops a line it cannot write, and says how many it lost once it can write again', () => {
    const out = stream();
    const err = stream();
    const write = safeWriter(out, err, NOW);
    write('{"msg":"one"}', 'info');
    out.state.full = true;
    expect(() => write('{"msg":"two"}', 'info')).not.toThrow();
    expect(() => write('{"msg":"three"}', 'warn')).not.toThrow();
    out.failLater(new Error('EPIPE'));
    out.state.full = false;
    write('{"msg":"four"}', 'info');
    expect(out.written).toEqual([
      '{"msg":"one"}\n',
      '{"time":"2027-01-20T09:00:00.000Z","level":"warn","msg":"log lines dropped","count":3}\n',
      '{"msg":"four"}\n',
    ]);
  });

  it('writes errors to their own stream, and an error event there takes nothing down', () => {
    const out = stream();
    const err = stream();
    const write = safeWriter(out, err, NOW);
    expect(() => err.failLater(new Error('EPIPE'))).not.toThrow();
    write('{"msg":"bad"}', 'error');
    expect(err.written).toEqual([
      '{"time":"2027-01-20T09:00:00.000Z","level":"warn","msg":"log lines dropped","count":1}\n',
      '{"msg":"bad"}\n',
    ]);
    expect(out.written).toEqual([]);
  });
});
