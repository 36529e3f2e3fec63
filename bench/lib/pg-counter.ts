import { connect, createServer, type Socket } from 'node:net';
import { freePort } from './app-server';

/**
 * A TCP relay in front of PostgreSQL that counts what the app sends, from the wire protocol itself
 * (so no app code is instrumented): every simple query ('Q') and every extended-protocol execute
 * ('E') is one statement, and the ones sent between BEGIN and COMMIT/ROLLBACK on a connection are
 * counted as in a transaction. Point the app's DATABASE_URL at `url`.
 */
export type SqlCounter = {
  url: string;
  /** Statements since the last reset: all, and those inside a transaction (BEGIN and COMMIT included). */
  counts(): { statements: number; inTransaction: number };
  /** The statements' text since the last reset (simple queries and parsed ones), for BENCH_VERBOSE. */
  texts(): string[];
  reset(): void;
  close(): Promise<void>;
};

// The protocol 3.0 startup message; an SSL or GSS request before it is untyped as well.
const STARTUP = 196608;

export async function startSqlCounter(upstreamPort: number, database = 'postgres'): Promise<SqlCounter> {
  let statements = 0;
  let inTransaction = 0;
  let texts: string[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let typed = false; // the first message (startup) has no type byte
    let transaction = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const offset = typed ? 1 : 0;
        if (pending.length < offset + 4) break;
        const length = pending.readInt32BE(offset);
        if (pending.length < offset + length) break;
        const type = typed ? String.fromCharCode(pending[0] as number) : '';
        if (!typed && pending.readInt32BE(4) === STARTUP) typed = true;
        // Parse carries an extended-protocol statement's text (a null-terminated name comes first).
        if (type === 'P') {
          const body = pending.subarray(5, offset + length);
          const nameEnd = body.indexOf(0);
          texts.push(body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString('utf8'));
        }
        if (type === 'Q') texts.push(pending.subarray(5, offset + length - 1).toString('utf8'));
        if (type === 'Q' || type === 'E') {
          statements++;
          const text =
            type === 'Q'
              ? pending
                  .subarray(5, offset + length)
                  .toString('utf8')
                  .trim()
              : '';
          if (/^begin/i.test(text)) transaction = true;
          if (transaction) inTransaction++;
          if (/^(commit|rollback)/i.test(text)) transaction = false;
        }
        pending = pending.subarray(offset + length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    counts: () => ({ statements, inTransaction }),
    texts: () => texts,
    reset() {
      texts = [];
      statements = 0;
      inTransaction = 0;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
