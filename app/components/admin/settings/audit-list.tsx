import admin from '../../../../locales/nl/admin.json';
import { date } from '../ui';

const text = admin.settings;

export type AuditRow = {
  id: string;
  createdAt: Date | string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  changedBy: string;
};

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
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="p-1">{text.historyWhen}</th>
                <th className="p-1">{text.historyWho}</th>
                <th className="p-1">{text.historyField}</th>
                <th className="p-1">{text.historyOld}</th>
                <th className="p-1">{text.historyNew}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200 align-top">
                  <td className="p-1 whitespace-nowrap">{date(row.createdAt)}</td>
                  <td className="p-1">{row.changedBy}</td>
                  <td className="p-1 font-mono">{row.field}</td>
                  <td className="p-1 break-all">{row.oldValue ?? '–'}</td>
                  <td className="p-1 break-all">{row.newValue ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
