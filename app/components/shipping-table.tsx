import type { ShippingTableData } from '~/modules/shipping/shipping-table';

/** The shipping zones as a real data table: a caption, column headers and the country as row header. */
export function ShippingTable({ labels, rows }: ShippingTableData) {
  return (
    <div className="prose mt-6 overflow-x-auto">
      <table data-testid="shipping-table">
        <caption className="mb-2 text-left font-semibold text-slate-900">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.country}</th>
            <th scope="col">{labels.cost}</th>
            <th scope="col">{labels.freeFrom}</th>
            <th scope="col">{labels.vat}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-country={row.code}>
              <th scope="row">{row.country}</th>
              <td>{row.cost}</td>
              <td>{row.freeFrom}</td>
              <td>{row.vat}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
