import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { shopSettings } from '~/modules/settings/settings.server';
import type { ResolvedAttachment } from './attachments.server';

export type OutgoingMessage = {
  id: string;
  to: string;
  cc: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: ResolvedAttachment[];
};

/** Sends one message; rejects with `statusCode` set when SendGrid answered with an error. */
export type MailSender = (message: OutgoingMessage) => Promise<void>;

/**
 * The official @sendgrid/mail client. `apiUrl` points it elsewhere (the tests' local fake of the
 * v3 API); SendGrid's own host otherwise.
 */
export function sendGridSender(options: { apiKey: string; apiUrl?: string; from: string }): MailSender {
  const client = new Client();
  client.setApiKey(options.apiKey);
  // After setApiKey, which sets the region's host itself.
  if (options.apiUrl) client.setDefaultRequest('baseUrl', options.apiUrl);
  const mail = new MailService();
  mail.setClient(client);
  return async (message) => {
    await mail.send({
      to: message.to,
      ...(message.cc ? { cc: message.cc } : {}),
      // The merchant's trade name as it stands in the settings when the message leaves.
      from: { email: options.from, name: (await shopSettings()).identity.tradeName },
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments.map((a) => ({
        content: a.contentBase64,
        filename: a.filename,
        type: a.contentType,
        disposition: 'attachment',
      })),
      // Lets a bounce or an event webhook be traced back to the outbox row.
      customArgs: { outboxId: message.id },
    });
  };
}

/** SendGrid's answer to a failed send: 4xx other than 408/429 will fail again, however often we retry. */
export function isPermanentFailure(error: unknown): boolean {
  const status = (error as { code?: unknown; response?: { statusCode?: unknown } }).code;
  const code =
    typeof status === 'number'
      ? status
      : Number((error as { response?: { statusCode?: unknown } }).response?.statusCode);
  return code >= 400 && code < 500 && code !== 408 && code !== 429;
}
