import { useEffect, useState } from 'react';
import type { Toast } from '~/modules/toast/toast';

/**
 * Server-rendered, so it shows without JavaScript; with JavaScript it dismisses itself.
 * `role="status"`/`"alert"` make screen readers announce it.
 */
export function Toaster({ toast }: { toast: Toast | null | undefined }) {
  const [visible, setVisible] = useState<Toast | null>(toast ?? null);
  useEffect(() => {
    setVisible(toast ?? null);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), 6000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!visible) return null;
  const error = visible.type === 'error';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      <div
        role={error ? 'alert' : 'status'}
        data-testid="toast"
        className={`pointer-events-auto w-full max-w-md rounded-lg border p-4 shadow-lg ${
          error ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
        }`}
      >
        <p className="font-semibold">{visible.title}</p>
        {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
      </div>
    </div>
  );
}
