/** Data attributes a test or a style hooks onto (`data-testid`, `data-low-stock`). */
type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };
type CellProps = React.ComponentProps<'td'> & DataAttributes;
type RowProps = React.ComponentProps<'tr'> & DataAttributes;

export type Column<Row> = {
  id: string;
  header: React.ReactNode;
  /** A header only screen readers read, for a column of links or buttons. */
  hiddenHeader?: boolean;
  /** Figures line up on the right, header and cells alike. */
  numeric?: boolean;
  cell: (row: Row) => React.ReactNode;
  /** Classes and data attributes of one cell, when they depend on the row. */
  cellProps?: (row: Row) => CellProps;
};

const padding = { normal: 'p-3', compact: 'p-2', dense: 'p-1' } as const;

/**
 * The admin's one table: a header cell per column (`scope="col"`), a row per item, and a sentence
 * instead of an empty table. `boxed` is the white card of a list page; inside a card the table is
 * plain; `scroll` lets a wide list scroll sideways on a small screen.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  empty,
  emptyClassName,
  caption,
  testId,
  className = '',
  boxed = true,
  scroll = false,
  density = 'normal',
  rowProps,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty?: string;
  emptyClassName?: string;
  caption?: string;
  testId?: string;
  className?: string;
  boxed?: boolean;
  scroll?: boolean;
  density?: keyof typeof padding;
  rowProps?: (row: Row) => RowProps;
}) {
  if (rows.length === 0 && empty !== undefined) return <p className={emptyClassName}>{empty}</p>;
  const pad = padding[density];
  const box = boxed && !scroll ? 'rounded-lg border border-slate-200 bg-white' : '';
  const table = (
    <table className={`min-w-full text-sm ${box} ${className}`.trim()} data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={boxed ? 'bg-slate-100 text-left' : 'text-left'}>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.numeric ? `${pad} text-right` : pad}>
              {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const props = rowProps?.(row) ?? {};
          return (
            <tr key={rowKey(row)} {...props} className={`border-t border-slate-100 ${props.className ?? ''}`}>
              {columns.map((column) => {
                const cell = column.cellProps?.(row) ?? {};
                const classes = [pad, column.numeric ? 'text-right' : '', cell.className ?? ''];
                return (
                  <td key={column.id} {...cell} className={classes.filter(Boolean).join(' ')}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  if (!scroll) return table;
  return <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">{table}</div>;
}
