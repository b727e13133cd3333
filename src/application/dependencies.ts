import type { ServiceIdentifier } from 'inversify';

/**
 * Where the container finds each dependency of a view model: one service identifier per field
 * of its deps object, the optional ones included. Declared beside the view model, resolved by
 * its page (`useDependencies`): the container builds the deps, and a view model made by hand in
 * a test takes any object of the same shape.
 */
export type DependencyIds<D> = { readonly [K in keyof D]-?: ServiceIdentifier<NonNullable<D[K]>> };
