import type { ShippingTableData } from '~/modules/shipping/shipping-table';

/** The shipping zones as a real data table: a caption, column headers and the country as row header. */
export function ShippingTable({ labels, rows }: ShippingTableData) {
  return (
    // On a narrow phone the table may scroll sideways: the region is focusable so keyboards can too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="prose mt-6 overflow-x-auto" tabIndex={0} aria-label={labels.caption}>
      <table data-testid="shipping-table">
        <caption className="mb-2 text-left font-semibold text-slate-900">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.country}</th>
            <th scope="col">{labels.cost}</th>
            <th scope="col">{labels.freeFrom}</th>
            <th scope="col">{labels.vat}</th>
            <th scope="col">{labels.delivery}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-country={row.code}>
              <th scope="row">{row.country}</th>
              <td>{row.cost}</td>
              <td>{row.freeFrom}</td>
              <td>{row.vat}</td>
              <td data-testid="delivery">{row.delivery}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
