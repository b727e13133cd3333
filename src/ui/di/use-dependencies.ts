import { useMemo } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { DependencyIds } from '../../application/dependencies';
import { useServices } from './container-context';

/** The dependencies `ids` names, each taken from the container, once per page. */
export const useDependencies = <D>(ids: DependencyIds<D>): D => {
  const services = useServices();
  return useMemo(() => Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, services.get(id as ServiceIdentifier<unknown>)])) as D, [services, ids]);
};
