import type { FieldMetadata } from '@conform-to/react';
import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import type { ReactNode } from 'react';

const LABEL = 'block text-sm font-semibold text-slate-800';
const CONTROL =
  'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-600';

function FieldHint({ field, hint }: { field: FieldMetadata<string | undefined>; hint?: string }) {
  return hint ? (
    <p id={field.descriptionId} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** The field's first error, under it; Conform points aria-describedby at this id. */
function FieldError({ field }: { field: FieldMetadata<string | undefined> }) {
  return field.errors ? (
    <p id={field.errorId} className="mt-1 text-sm text-red-700">
      {field.errors[0]}
    </p>
  ) : null;
}

/** A labelled text input with its error, wired to Conform (aria-invalid and aria-describedby included). */
export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  className,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  className?: string;
  /** A line under the label that helps fill the field in, read out with it. */
  hint?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={LABEL}>
        {label}
      </label>
      <FieldHint field={field} hint={hint} />
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined })}
        autoComplete={autoComplete}
        className={CONTROL}
      />
      <FieldError field={field} />
    </div>
  );
}

/** A labelled multi-line input with its error, wired to Conform like TextField. */
export function TextAreaField({
  field,
  label,
  rows = 5,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  rows?: number;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={field.id} className={LABEL}>
        {label}
      </label>
      <FieldHint field={field} hint={hint} />
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })}
        rows={rows}
        className={CONTROL}
      />
      <FieldError field={field} />
    </div>
  );
}

/**
 * A labelled select with its error, wired to Conform like TextField. With `value` it is controlled
 * (the server still renders that option selected, so it works without JavaScript); `children`
 * stand between the select and its error (a button that acts on the choice, say).
 */
export function SelectField({
  field,
  label,
  options,
  autoComplete,
  className,
  value,
  onChange,
  children,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
  className?: string;
  value?: string;
  onChange?: (value: string) => void;
  children?: ReactNode;
}) {
  const { defaultValue, ...props } = getSelectProps(field);
  return (
    <div className={className}>
      <label htmlFor={field.id} className={LABEL}>
        {label}
      </label>
      <select
        {...props}
        {...(value === undefined ? { defaultValue } : { value })}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        autoComplete={autoComplete}
        className={CONTROL}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
      <FieldError field={field} />
    </div>
  );
}

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

/** The outcome of a submission that failed after validation (stored nothing, or was limited). */
export function FormAlert({ title, description }: { title: string; description: string }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{description}</p>
    </div>
  );
}

/** The primary button of a public form; disabled and relabelled while its submission is on its way. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
