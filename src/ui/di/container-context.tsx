import { createContext, useContext } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { ShellServices } from './services';

export const ContainerContext = createContext<ShellServices | null>(null);

export const useServices = (): ShellServices => {
  const services = useContext(ContainerContext);
  if (!services) throw new Error('ContainerContext is missing: render inside <App>.');
  return services;
};

/** Page-level access to a service of the composition root. */
export const useService = <T,>(id: ServiceIdentifier<T>): T => useServices().get(id);
