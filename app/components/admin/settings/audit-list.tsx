import { adminTexts } from '~/modules/admin/admin-text';
import { type Column, Table } from '../table';
import { date } from '../ui';

const text = adminTexts.settings;

export type AuditRow = {
  id: string;
  createdAt: Date | string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  changedBy: string;
};

const columns: Column<AuditRow>[] = [
  {
    id: 'when',
    header: text.historyWhen,
    cell: (row) => date(row.createdAt),
    cellProps: () => ({ className: 'whitespace-nowrap' }),
  },
  { id: 'who', header: text.historyWho, cell: (row) => row.changedBy },
  {
    id: 'field',
    header: text.historyField,
    cell: (row) => row.field,
    cellProps: () => ({ className: 'font-mono' }),
  },
  {
    id: 'old',
    header: text.historyOld,
    cell: (row) => row.oldValue ?? '–',
    cellProps: () => ({ className: 'break-all' }),
  },
  {
    id: 'new',
    header: text.historyNew,
    cell: (row) => row.newValue ?? '–',
    cellProps: () => ({ className: 'break-all' }),
  },
];

/** The last changes of one section: who changed which field from what to what, newest first. */
export function AuditList({ rows, section }: { rows: AuditRow[]; section: string }) {
  return (
    <details
      className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-3"
      data-testid={`audit-${section}`}
    >
      <summary className="cursor-pointer text-sm font-semibold">
        {text.history} ({rows.length})
      </summary>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.historyEmpty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <Table
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            boxed={false}
            density="dense"
            rowProps={() => ({ className: 'align-top' })}
          />
        </div>
      )}
    </details>
  );
}
