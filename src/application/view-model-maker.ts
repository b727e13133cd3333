import type { ServiceIdentifier } from 'inversify';

/** Makes a page's view model for the page's arguments (an order's id, a list's scope). */
export type ViewModelMaker<A extends readonly unknown[], V> = (...args: A) => V;

/**
 * The one way a page gets its view model: the maker's id is declared beside the view model,
 * its area's container module binds it with the view model's dependencies, and the page asks
 * for it with its arguments (`useViewModel`). A test makes the view model by hand.
 */
export const makerId = <A extends readonly unknown[], V>(name: string): ServiceIdentifier<ViewModelMaker<A, V>> => Symbol.for(`${name}Maker`);
