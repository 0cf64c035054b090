import { type ComponentType, lazy } from 'react';

/** The element of a lazily loaded page: `load` imports its module (one chunk), `name` is its exported component. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return <Page />;
}
