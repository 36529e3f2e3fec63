import { Form } from 'react-router';
import { date } from '~/components/admin/ui';
import type { OutboxRow } from '~/modules/email/outbox.server';
import admin from '../../../locales/nl/admin.json';

const text = admin.emailTest;

/** The outbox as the owner reads it: each message with its text, and a retry for the failed ones. */
export function OutboxTable({ messages }: { messages: OutboxRow[] }) {
  const columns = text.columns;
  return (
    <table className="min-w-full rounded-lg border border-slate-200 bg-white text-sm" data-testid="outbox">
      <thead className="bg-slate-100 text-left">
        <tr>
          <th className="p-3">{columns.date}</th>
          <th className="p-3">{columns.kind}</th>
          <th className="p-3">{columns.to}</th>
          <th className="p-3">{columns.subject}</th>
          <th className="p-3">{columns.status}</th>
          <th className="p-3 text-right">{columns.attempts}</th>
          <th className="p-3">{columns.lastError}</th>
          <th className="p-3">
            <span className="sr-only">{columns.action}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id} className="border-t border-slate-100">
            <td className="p-3">{date(message.createdAt)}</td>
            <td className="p-3">{message.kind}</td>
            <td className="p-3">{message.to}</td>
            <td className="p-3">
              {/* Without SendGrid messages stay here: the owner can read what the customer gets. */}
              <details>
                <summary className="cursor-pointer">{message.subject}</summary>
                <pre
                  className="mt-2 max-w-xl whitespace-pre-wrap font-sans text-xs"
                  data-testid="outbox-text"
                >
                  {message.text}
                </pre>
              </details>
            </td>
            <td className="p-3">{message.status}</td>
            <td className="p-3 text-right">{message.attempts}</td>
            <td className="p-3 text-xs">{message.lastError ?? ''}</td>
            <td className="p-3">
              {message.status === 'failed' ? (
                <Form method="post">
                  <input type="hidden" name="id" value={message.id} />
                  <button type="submit" name="intent" value="retry" className="text-brand-700 underline">
                    {text.retry}
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
