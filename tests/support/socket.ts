/**
 * A raw TCP connection to a server under test, for what fetch cannot do: send a request
 * byte by byte, hold a connection open, see exactly what came back; from another loopback
 * address (127.0.0.2, …) to be another client.
 */
import { connect, type Socket } from 'node:net';

/**
 * A socket and everything it has received so far; `waitFor` resolves once the received
 * text matches, and fails if the connection closes before it does.
 */
export function openSocket(port: number, localAddress?: string) {
  const socket: Socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
  let received = '';
  const waiters: { test: (text: string) => boolean; done: () => void; fail: (error: Error) => void }[] = [];
  const closed = new Promise<void>((done) =>
    socket.once('close', () => {
      for (const waiter of waiters.splice(0)) waiter.fail(new Error(`connection closed; received so far: ${JSON.stringify(received)}`));
      done();
    }),
  );
  socket.on('error', () => {}); // a reset shows as 'close' above
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
    for (const waiter of waiters.splice(0)) {
      if (waiter.test(received)) waiter.done();
      else waiters.push(waiter);
    }
  });
  return {
    socket,
    closed,
    received: () => received,
    connected: new Promise<void>((done, fail) => socket.once('connect', () => done()).once('error', fail)),
    waitFor: (test: (text: string) => boolean) =>
      new Promise<void>((done, fail) =>
        test(received) ? done() : socket.destroyed ? fail(new Error('connection closed')) : waiters.push({ test, done, fail }),
      ),
  };
}
