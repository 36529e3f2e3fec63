/** A form's refusal, read out by screen readers as soon as it appears (the sign-in pages and 2FA forms). */
export function FormAlert({
  error,
  className = 'mt-4',
}: {
  error: string | null | undefined;
  className?: string;
}) {
  if (!error) return null;
  return (
    <p role="alert" className={`${className} rounded-md bg-red-50 p-3 text-sm text-red-900`}>
      {error}
    </p>
  );
}
