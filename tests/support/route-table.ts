import { readFileSync } from 'node:fs';
import path from 'node:path';
import routes from '../../app/routes';

export type RouteEntry = { path: string; file: string; hasAction: boolean; hasLoader: boolean };

type ConfigEntry = { path?: string; file: string; index?: boolean; children?: ConfigEntry[] };

const exportsFunction = (source: string, name: string) =>
  new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b`).test(source);

/**
 * Every route of app/routes.ts with its full path and whether its module has an action or a loader,
 * so tests that must cover "every route" (the admin guard, the HTTP fuzz) also cover routes added later.
 */
export function routeTable(): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const walk = (list: ConfigEntry[], parent: string) => {
    for (const entry of list) {
      const full = [parent, entry.path ?? ''].filter(Boolean).join('/');
      const source = readFileSync(path.join('app', entry.file), 'utf8');
      if (entry.path !== undefined || entry.index) {
        entries.push({
          path: `/${full}`,
          file: entry.file,
          hasAction: exportsFunction(source, 'action'),
          hasLoader: exportsFunction(source, 'loader'),
        });
      }
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(routes as ConfigEntry[], '');
  // A layout and its index answer the same path: one entry, with either's loader and action.
  const byPath = new Map<string, RouteEntry>();
  for (const entry of entries) {
    const known = byPath.get(entry.path);
    byPath.set(
      entry.path,
      known
        ? {
            ...known,
            hasAction: known.hasAction || entry.hasAction,
            hasLoader: known.hasLoader || entry.hasLoader,
          }
        : entry,
    );
  }
  return [...byPath.values()];
}

/** A concrete URL for a route pattern: parameters filled in, a splat replaced by a path. */
export function concretePath(pattern: string, value = 'x'): string {
  return pattern.replace(/:[\w]+\??/g, encodeURIComponent(value)).replace(/\*$/, 'some/where');
}
