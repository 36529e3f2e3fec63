/**
 * The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only
 * bots fill it in. (Not display:none, which some bots skip.)
 */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>{label}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
