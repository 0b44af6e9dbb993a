import type { TestEnv } from '../harness.js';
import { uniq, type Customer } from '../factories.js';
import type { companyFixture } from '../factories.js';

/**
 * The lists the security suite's requests point at. Most list operations can run any number of times on one list;
 * three use theirs up (deleting it, revoking its permission, giving it away), so each of their requests takes a
 * fresh list from a pool seeded here.
 */
export interface ListSeed {
  /** the owner's list: a definition matching company A, A added by hand, a viewer permission, an excluded domain */
  main: number;
  /** the viewer permission on main */
  permissionId: number;
  /** another user of the owner's organization */
  colleagueId: number;
  /** a list for one request of an operation that uses its list up (see CONSUMING) */
  take(opId: string): number;
  /** the permission a request of the operation revokes: the one on the list it took last (else main's) */
  permissionFor(opId: string): number;
}

/** Operations that use their list up, and how many requests the suite builds for each at most (a margin included). */
const CONSUMING: Record<string, number> = {
  'DELETE /v1/lists/{list_id}': 80,
  'DELETE /v1/lists/{list_id}/permissions/{permission_id}': 80,
  'POST /v1/lists/{list_id}/owner': 80,
};

export const definitionFor = (tech: string) => ({
  registry_version: '1',
  root: { op: 'and', children: [{ field: 'technology', operator: 'any_of', value: [tech] }] },
});

type Fixture = ReturnType<typeof companyFixture>;

async function call(env: TestEnv, key: string, method: 'POST' | 'GET', url: string, payload?: unknown) {
  const res = await env.app.inject({
    method,
    url,
    headers: { 'x-api-key': key },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`seeding lists: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** A list of `key`'s user with company A on it (by definition and by hand): its export returns A. */
export async function listWithMember(env: TestEnv, key: string, company: Fixture): Promise<number> {
  const list = await call(env, key, 'POST', '/v1/lists', { name: uniq('security list '), definition: definitionFor(company.tech) });
  const id = list.list_id as number;
  await call(env, key, 'POST', `/v1/lists/${id}/domains`, { domains: [company.domain] });
  return id;
}

export async function seedLists(env: TestEnv, owner: Customer, ownerKey: string, company: Fixture): Promise<ListSeed> {
  const colleague = await env.container.admin.createUser(owner.orgId, `${uniq('colleague')}@example.com`);
  const main = await listWithMember(env, ownerKey, company);
  const grant = { scope: 'user', user_id: colleague.user_id, level: 'viewer' };
  const permission = await call(env, ownerKey, 'POST', `/v1/lists/${main}/permissions`, grant);
  await call(env, ownerKey, 'POST', `/v1/lists/${main}/excluded-domains`, { domains: [`${company.name}-excluded.example`] });
  const pools = new Map<string, number[]>();
  const permissions = new Map<number, number>();
  for (const [opId, size] of Object.entries(CONSUMING)) {
    const pool: number[] = [];
    for (let i = 0; i < size; i++) {
      const list = await call(env, ownerKey, 'POST', '/v1/lists', { name: uniq('pool ') });
      const id = list.list_id as number;
      if (opId.includes('permission_id')) {
        permissions.set(id, (await call(env, ownerKey, 'POST', `/v1/lists/${id}/permissions`, grant)).permission_id as number);
      }
      pool.push(id);
    }
    pools.set(opId, pool);
  }
  const taken = new Map<string, number>();
  return {
    main,
    permissionId: permission.permission_id as number,
    colleagueId: colleague.user_id,
    take(opId) {
      const id = pools.get(opId)?.shift();
      if (id === undefined) throw new Error(`the pool of lists for ${opId} is used up: raise its size in CONSUMING`);
      taken.set(opId, id);
      return id;
    },
    permissionFor(opId) {
      const listId = taken.get(opId);
      return listId === undefined ? (permission.permission_id as number) : permissions.get(listId)!;
    },
  };
}

/** Whether an operation uses its list up (and takes one from the pool per request). */
export const consumesList = (opId: string): boolean => opId in CONSUMING;
