import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each endpoint group of the route table (contract/routes/<group>.endpoints.ts) is served from
// one folder, server/routes/<group>/: a route file serves only its folder's group.
describe('the route files', () => {
  it('serve only the endpoint group their folder is named after, and every group has its folder', () => {
    const root = join('src', 'server', 'routes');
    const groups = readdirSync(join('src', 'contract', 'routes'))
      .filter((f) => f.endsWith('.endpoints.ts'))
      .map((f) => f.replace('.endpoints.ts', ''));
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...folders].sort()).toEqual([...groups].sort());
    const strays = folders.flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((f) => f.endsWith('.routes.ts'))
        .flatMap((f) =>
          [...readFileSync(join(root, folder, f), 'utf8').matchAll(/^import \{[^}]*\} from '(?:\.\.\/)+contract\/routes\/([a-z-]+)\.endpoints';$/gm)]
            .map((m) => m[1]!)
            .filter((group) => group !== folder)
            .map((group) => `${folder}/${f} serves ${group}`),
        ),
    );
    expect(strays).toEqual([]);
  });
});
