/**
 * Runs at most `max` tasks at once; the rest wait in arrival order. Chromium pages cost memory and
 * CPU on a two-core machine, so a burst of invoice downloads queues instead of piling up pages.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
