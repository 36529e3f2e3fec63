const BUTTON_LOOK = {
  primary: 'bg-brand-700 text-white',
  secondary: 'border border-slate-400',
} as const;

/**
 * A submit button of a public form, disabled while its submission is on its way (and relabelled, given
 * a busyLabel). With name and value it tells the action which step the shopper chose.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  name,
  value,
  look = 'primary',
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  name?: string;
  value?: string;
  look?: keyof typeof BUTTON_LOOK;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={`rounded-md px-6 py-3 font-semibold disabled:opacity-60 ${BUTTON_LOOK[look]}`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
