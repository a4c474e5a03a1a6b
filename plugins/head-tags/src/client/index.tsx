import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyHeadState } from './applyHead';
import { headEntryFromChildren } from './headEntry';
import { HeadRegistry } from './headRegistry';

// Stands in for react-helmet-async in the browser build (see ../../README.md): the same
// `HelmetProvider` and `Helmet` that Docusaurus's client entry and `@docusaurus/Head` import.

const RegistryContext = createContext<HeadRegistry | null>(null);

const nextFrame = (flush: () => void): void => void requestAnimationFrame(flush);

export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  const [registry] = useState(() => new HeadRegistry((state) => applyHeadState(state, document), nextFrame));
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** Sets the title, `<html>`/`<body>` attributes and head tags its children describe while mounted. */
export function Helmet({ children }: { children?: ReactNode }): null {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('<Head> is used outside the HelmetProvider');
  const [slot] = useState(() => registry.reserveSlot());
  const entry = useMemo(() => headEntryFromChildren(children), [children]);
  useEffect(() => registry.set(slot, entry), [registry, slot, entry]);
  useEffect(() => () => registry.delete(slot), [registry, slot]);
  return null;
}
