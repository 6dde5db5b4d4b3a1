import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for code a route's loader may have brought already (`preload`): rendered at once
 * when it has. React.lazy suspends once even for code that is in, so React commits the Suspense
 * fallback, then reveals the component and renders it again as its refs attach: a spinner and a
 * second render of the whole subtree, in one piece, on the phone's main thread. Code not yet in
 * suspends as with React.lazy; render it inside a Suspense boundary.
 */
export function lazyLoaded<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded = await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: Props) {
    // Chosen once: swapping one for the other would mount the component again.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { preload, Component };
}
