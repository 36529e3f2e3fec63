import { Form } from 'react-router';
import { adminTextIn } from '~/modules/admin/admin-text';
import type { OutboxRow } from '~/modules/email/outbox.server';
import { type Column, Table } from './table';
import { date } from './ui';

const t = adminTextIn('emailTest');

const columns: Column<OutboxRow>[] = [
  { id: 'date', header: t('columns.date'), cell: (message) => date(message.createdAt) },
  { id: 'kind', header: t('columns.kind'), cell: (message) => message.kind },
  { id: 'to', header: t('columns.to'), cell: (message) => message.to },
  {
    id: 'subject',
    header: t('columns.subject'),
    // Without SendGrid messages stay here: the owner can read what the customer gets.
    cell: (message) => (
      <details>
        <summary className="cursor-pointer">{message.subject}</summary>
        <pre className="mt-2 max-w-xl whitespace-pre-wrap font-sans text-xs" data-testid="outbox-text">
          {message.text}
        </pre>
      </details>
    ),
  },
  { id: 'status', header: t('columns.status'), cell: (message) => message.status },
  { id: 'attempts', header: t('columns.attempts'), numeric: true, cell: (message) => message.attempts },
  {
    id: 'lastError',
    header: t('columns.lastError'),
    cell: (message) => message.lastError ?? '',
    cellProps: () => ({ className: 'text-xs' }),
  },
  {
    id: 'action',
    header: t('columns.action'),
    hiddenHeader: true,
    cell: (message) =>
      message.status === 'failed' ? (
        <Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" name="intent" value="retry" className="text-brand-700 underline">
            {t('retry')}
          </button>
        </Form>
      ) : null,
  },
];

/** The outbox as the owner reads it: each message with its text, and a retry for the failed ones. */
export function OutboxTable({ messages }: { messages: OutboxRow[] }) {
  return <Table columns={columns} rows={messages} rowKey={(message) => message.id} testId="outbox" />;
}
