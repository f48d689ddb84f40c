import { endpointTable } from '@cropwatch/contract';
import { diffAgainstContract, listServedRoutes } from '../src/core/http/route-table';
import { createTestApp, type TestApp } from './support/test-app';

describe('routes versus the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves exactly the endpoint table, alsoMethods included (what tools/contract-coverage.ts checks)', () => {
    const diff = diffAgainstContract(listServedRoutes(t.app), endpointTable, '/jeecg-boot');
    expect({ unlisted: diff.unlisted, missing: diff.missing }).toEqual({ unlisted: [], missing: [] });
    expect(diff.servedCount).toBeGreaterThanOrEqual(Object.keys(endpointTable).length);
  });
});
