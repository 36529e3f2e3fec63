/** The carriers to ship with, the settings' carrier first; single and bulk shipping share it. */
export function CarrierSelect({
  carriers,
  ...props
}: React.ComponentProps<'select'> & { carriers: string[] }) {
  return (
    <select {...props} className="mt-1 rounded-md border border-slate-400 px-3 py-2">
      {carriers.map((carrier) => (
        <option key={carrier} value={carrier}>
          {carrier}
        </option>
      ))}
    </select>
  );
}
