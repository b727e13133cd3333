import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import type { DialogRegistration } from '../widgets/dialog-registry';
import { addAreaDialogs } from './area-dialogs';
import { useServices } from './container-context';
import type { ShellServices } from './services';

/**
 * A part of the app that loads with the pages using it: the bindings of its view
 * models and adapters, and its dialogs. The entry holds only the shell and the session; a page
 * names the areas it needs, and each is loaded into the container once, with those it needs.
 */
export interface Area {
  readonly name: string;
  readonly needs: readonly Area[];
  readonly module: ContainerModule;
  readonly dialogs: readonly DialogRegistration[];
}

export const area = (name: string, needs: readonly Area[], bindings: (options: ContainerModuleLoadOptions) => void, dialogs: readonly DialogRegistration[] = []): Area => ({
  name,
  needs,
  module: new ContainerModule(bindings),
  dialogs,
});

const loaded = new WeakMap<ShellServices, Set<Area>>();

/** inversify's container, made on the first area's load with the shell's services in it. */
const containerOf = (shell: ShellServices): Container => {
  const existing = shell.areasContainer;
  if (existing instanceof Container) return existing;
  const container = new Container();
  for (const [id, instance] of shell.entries()) container.bind(id).toConstantValue(instance);
  shell.attach(container);
  return container;
};

/** Loads an area and those it needs into the container, once each, and registers their dialogs. */
export const loadArea = (shell: ShellServices, wanted: Area): void => {
  const done = loaded.get(shell) ?? new Set<Area>();
  loaded.set(shell, done);
  if (done.has(wanted)) return;
  for (const need of wanted.needs) loadArea(shell, need);
  containerOf(shell).load(wanted.module);
  done.add(wanted);
  addAreaDialogs(wanted.dialogs);
};

/** A page's areas, loaded before its first service is asked for. */
export const useAreas = (...areas: readonly Area[]): void => {
  const shell = useServices();
  for (const wanted of areas) loadArea(shell, wanted);
};
