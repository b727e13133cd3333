import type { ContainerModuleLoadOptions, ResolutionContext, ServiceIdentifier } from 'inversify';
import type { ViewModelMaker } from '../../application/view-model-maker';

/**
 * Binds a view model's maker, built once per container from what `build` takes from it: a
 * page's `useViewModel` keeps its view model while its arguments stay the same, which a maker
 * built anew at every request (inversify's default scope) would not allow.
 */
export const bindMaker = <A extends readonly unknown[], V>(
  bind: ContainerModuleLoadOptions['bind'],
  id: ServiceIdentifier<ViewModelMaker<A, V>>,
  build: (c: ResolutionContext) => ViewModelMaker<A, V>,
): void => {
  bind(id).toDynamicValue(build).inSingletonScope();
};
