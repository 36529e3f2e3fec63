import type { FieldMetadata } from '@conform-to/react';
import { getInputProps } from '@conform-to/react';

/** A labelled text input with its error, wired to Conform (aria-invalid and aria-describedby included). */
export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  className,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        {...getInputProps(field, { type })}
        autoComplete={autoComplete}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-600"
      />
      {field.errors ? (
        <p id={field.errorId} className="mt-1 text-sm text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
