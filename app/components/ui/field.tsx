import type { FieldMetadata } from '@conform-to/react';
import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import type { ReactNode } from 'react';

const CONTROL =
  'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-600';

type FieldProps = {
  field: FieldMetadata<unknown>;
  label: string;
  className?: string;
  /** A line under the label that helps fill the field in, read out with it. */
  hint?: string;
};

/** Only a field with a hint points aria-describedby at it (Conform adds the error's id when invalid). */
const describedBy = ({ field, hint }: FieldProps) => (hint ? field.descriptionId : undefined);

/** Label, hint, the control and its first error: what every field of a public form shows. */
function FieldFrame({ field, label, className, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {field.errors ? (
        <p id={field.errorId} className="mt-1 text-sm text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its error, wired to Conform (aria-invalid and aria-describedby included). */
export function TextField({
  type = 'text',
  autoComplete,
  step,
  ...props
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'password' | 'time';
  autoComplete?: string;
  /** The step of a number field ('0.01' for euros). */
  step?: string;
}) {
  return (
    <FieldFrame {...props}>
      <input
        {...getInputProps(props.field, { type, ariaDescribedBy: describedBy(props) })}
        autoComplete={autoComplete}
        step={step}
        className={CONTROL}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line input with its error, wired to Conform like TextField. */
export function TextAreaField({ rows = 5, ...props }: FieldProps & { rows?: number }) {
  return (
    <FieldFrame {...props}>
      <textarea
        {...getTextareaProps(props.field, { ariaDescribedBy: describedBy(props) })}
        rows={rows}
        className={CONTROL}
      />
    </FieldFrame>
  );
}

/**
 * A labelled select with its error, wired to Conform like TextField. With `value` it is controlled
 * (the server still renders that option selected, so it works without JavaScript); `after` stands
 * between the select and its error (a button that acts on the choice, say).
 */
export function SelectField({
  options,
  autoComplete,
  value,
  onChange,
  after,
  ...props
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
  value?: string;
  onChange?: (value: string) => void;
  after?: ReactNode;
}) {
  const { defaultValue, ...selectProps } = getSelectProps(props.field, {
    ariaDescribedBy: describedBy(props),
  });
  return (
    <FieldFrame {...props}>
      <select
        {...selectProps}
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
      {after}
    </FieldFrame>
  );
}
