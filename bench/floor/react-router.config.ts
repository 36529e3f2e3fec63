import type { Config } from '@react-router/dev/config';

// The framework's floor: a bare React Router app with one loader, built by the same toolchain as the shop.
export default { ssr: true, buildDirectory: 'build' } satisfies Config;
