import { type ComponentType, lazy, Suspense } from 'react';

/** On the server, the loads of every lazy part: awaited before a render (entry.server.tsx). */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once the server holds the code of every lazy part, so it renders them in place. */
export function lazyPartsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/**
 * A part of the page the first view mostly does without (the cart drawer, a toast, the consent
 * banner): the browser loads its code when the part is first shown, not with the page's JS.
 *
 * The server always renders it in place, in the HTML (never a fallback streamed in later by a
 * script), so without JavaScript it is there as before. In the browser a part that the server
 * rendered stays as that HTML until its code arrived, then hydrates; `preload` fetches the code
 * ahead of need (a hover over the cart button).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (import.meta.env.SSR) serverLoads.push(preload());
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module level
  function Part(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload });
}
