/** The outcome of a submission that failed after validation (stored nothing, or was limited). */
export function FormAlert({ title, description }: { title: string; description: string }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{description}</p>
    </div>
  );
}
