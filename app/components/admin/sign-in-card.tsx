/** The card the sign-in pages (login, second step, invitation) sit in. */
export function SignInCard({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow">{children}</div>
    </main>
  );
}

/** The full-width button of a sign-in card; disabled while its submission is on its way. */
export function SignInButton({
  busy,
  children,
  ...props
}: React.ComponentProps<'button'> & { busy: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
      {...props}
    >
      {children}
    </button>
  );
}
