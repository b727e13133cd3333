import { createContext, useContext } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

export const ContainerContext = createContext<Container | null>(null);

/** Page-level access to a service of the composition root. */
export const useService = <T,>(id: ServiceIdentifier<T>): T => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerContext is missing: render inside <App>.');
  return container.get(id);
};
