import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { routeTable } from '../../../src/contract/routes/route-table';
import { endpointKey } from '../../../src/contract/endpoint';

describe.each(testDatabaseTargets().slice(0, 1))('the route table on $name', (target) => {
  let t: TestApp;
  const served: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(target, { onRoute: (r) => served.push(`${r.method} ${r.url}`) });
  });
  afterAll(() => t.close());

  it('is served exactly: every declared endpoint has a handler, and every /api handler is declared', () => {
    const declared = routeTable.map(endpointKey);
    expect(declared.length).toBeGreaterThan(60);
    expect(new Set(declared).size).toBe(declared.length);
    expect(served.filter((r) => r.includes(' /api/')).sort()).toEqual([...declared].sort());
  });

  it('declares what only one kind of call may be: uploads are multipart, idempotent calls create or send', () => {
    for (const e of routeTable) {
      if (e.upload) expect([endpointKey(e), e.method]).toEqual([endpointKey(e), 'POST']);
      if (e.idempotent) expect([endpointKey(e), e.method]).toEqual([endpointKey(e), 'POST']);
      if (e.created) expect([endpointKey(e), e.method]).toEqual([endpointKey(e), 'POST']);
    }
  });
});
