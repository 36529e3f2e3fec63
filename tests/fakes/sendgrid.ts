import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for SendGrid's v3 Mail Send API (POST /v3/mail/send), for the official
 * @sendgrid/mail client pointed at it. It validates the request as SendGrid does in the parts we
 * rely on, answers 202 with an X-Message-Id, records what it accepted, and can fail or go away.
 */
export type ReceivedMail = {
  to: string[];
  cc: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  attachments: { content: string; filename: string; type: string; disposition?: string }[];
  outboxId: string | undefined;
};

export type SendGridFake = {
  url: string;
  accepted: ReceivedMail[];
  attempts: number;
  /** Answer every send with this status (500, 503, 400...) until set back to undefined. */
  failWith(status: number | undefined): void;
  /** Stops listening (connections refused) while keeping the port; `start` listens again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

export const FAKE_SENDGRID_KEY = 'SG.fake-key-for-tests';

type MailBody = {
  personalizations?: { to?: { email: string }[]; cc?: { email: string }[] }[];
  from?: { email?: string };
  subject?: string;
  content?: { type: string; value: string }[];
  attachments?: ReceivedMail['attachments'];
  custom_args?: Record<string, string>;
};

function json(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'X-Message-Id': `fake-${Date.now()}` });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSendGridFake(): Promise<SendGridFake> {
  const accepted: ReceivedMail[] = [];
  let failure: number | undefined;
  let attempts = 0;
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url !== '/v3/mail/send')
      return json(res, 404, { errors: [{ message: 'not found' }] });
    if (req.headers.authorization !== `Bearer ${FAKE_SENDGRID_KEY}`) {
      return json(res, 401, { errors: [{ message: 'The provided authorization grant is invalid' }] });
    }
    attempts++;
    const body = JSON.parse(await readBody(req)) as MailBody;
    if (failure) return json(res, failure, { errors: [{ message: `fake failure ${failure}` }] });
    const to = body.personalizations?.flatMap((p) => p.to?.map((r) => r.email) ?? []) ?? [];
    if (!to.length || !body.from?.email || !body.subject || !body.content?.length) {
      return json(res, 400, { errors: [{ message: 'missing to, from, subject or content' }] });
    }
    for (const attachment of body.attachments ?? []) {
      if (!attachment.content || !attachment.filename || !/^[A-Za-z0-9+/=]+$/.test(attachment.content)) {
        return json(res, 400, { errors: [{ message: 'attachment content must be base64 with a filename' }] });
      }
    }
    accepted.push({
      to,
      cc: body.personalizations?.flatMap((p) => p.cc?.map((r) => r.email) ?? []) ?? [],
      from: body.from.email,
      subject: body.subject,
      text: body.content.find((c) => c.type === 'text/plain')?.value ?? '',
      html: body.content.find((c) => c.type === 'text/html')?.value ?? '',
      attachments: body.attachments ?? [],
      outboxId: body.custom_args?.outboxId,
    });
    json(res, 202);
  };
  let server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    get attempts() {
      return attempts;
    },
    failWith(status) {
      failure = status;
    },
    stop,
    async start() {
      if (server.listening) return;
      server = createServer(handler);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
    },
    close: stop,
  };
}
