import { z } from 'zod';

// Zod probes for `new Function` before its first parse to compile schemas. Our CSP forbids eval, so
// in the browser the probe fails quietly but Chromium still reports a CSP violation on every form
// page. Jitless Zod interprets schemas instead: plenty fast for a form. The server keeps compiling.
if (typeof document !== 'undefined') z.config({ jitless: true });
