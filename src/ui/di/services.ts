import type { ServiceIdentifier } from 'inversify';

/** How the UI asks for a service: the shell's, or, once an area has loaded, the container's. */
export interface Services {
  get<T>(id: ServiceIdentifier<T>): T;
}

/**
 * The shell's services, made by hand in the composition root so that the sign-in page loads
 * no dependency-injection container. The first area to load creates inversify's
 * container with these as constants (`di/area.ts`); from then on it answers everything else.
 */
export class ShellServices implements Services {
  private readonly instances = new Map<ServiceIdentifier<unknown>, unknown>();
  private areas: Services | undefined;

  provide<T>(id: ServiceIdentifier<T>, instance: T): T {
    this.instances.set(id, instance);
    return instance;
  }

  get<T>(id: ServiceIdentifier<T>): T {
    if (this.instances.has(id)) return this.instances.get(id) as T;
    if (!this.areas) throw new Error(`No area that provides ${String(id)} has loaded yet.`);
    return this.areas.get(id);
  }

  /** What the areas' container starts from. */
  entries(): ReadonlyMap<ServiceIdentifier<unknown>, unknown> {
    return this.instances;
  }

  get areasContainer(): Services | undefined {
    return this.areas;
  }

  attach(areas: Services): void {
    this.areas = areas;
  }
}
