import { useMemo } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { ViewModelMaker } from '../../application/view-model-maker';
import { useService } from './container-context';

/** The page's view model, made by its area for these arguments: a new one when they change. */
export const useViewModel = <A extends readonly unknown[], V>(id: ServiceIdentifier<ViewModelMaker<A, V>>, ...args: A): V => {
  const make = useService(id);
  // The arguments are the dependencies, one by one: the same values keep the same view model.
  return useMemo(() => make(...args), [make, ...args]);
};
