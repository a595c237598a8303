// GET /auth/v1/admin/users (auth-js's admin.listUsers) pinned to GoTrue's adminUsers
// (internal/api/admin.go, pagination.go, sorting.go, models FindUsersInAudience):
//
//   - newest first (created_at desc); `sort=created_at asc` turns it; no other sort field;
//   - `page` (default 1) and `per_page` (default 50, no cap) parsed as Go's strconv.ParseUint:
//     anything else is 400 validation_failed "Bad Pagination Parameters: strconv.ParseUint: ...";
//     per_page=0 is a 500 (GoTrue divides by it);
//   - `X-Total-Count`, and `Link` with rel="next" (when there is a next page) and rel="last"
//     (always), which auth-js turns into `total`, `nextPage` and `lastPage`;
//   - `filter` matches the email (LIKE) or the full name (ILIKE).
//
// The shared test stack holds every test file's users, so these tests look at their own through
// `filter`, or at their relative order.
import { AuthApiError } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, getTestStack, serviceClient, sql, type TestUser } from '../support/stack-env.ts';

async function adminUsers(query: string) {
  const { url, serviceRoleKey } = getTestStack();
  const res = await fetch(`${url}/auth/v1/admin/users?${query}`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  });
  return {
    status: res.status,
    link: res.headers.get('link'),
    total: res.headers.get('x-total-count'),
    body: (await res.json()) as { users?: { email: string }[]; code?: number; error_code?: string; msg?: string },
  };
}

describe('auth admin: listUsers order and pagination (GoTrue)', () => {
  const tag = `lu${randomUUID().slice(0, 8)}`;
  let oldest: TestUser;
  let middle: TestUser;
  let newest: TestUser;

  beforeAll(async () => {
    oldest = await createUser(`${tag}-oldest@partii.test`);
    middle = await createUser(`${tag}-middle@partii.test`);
    newest = await createUser(`${tag}-newest@partii.test`);
    // distinct creation times, whatever the clock did between the inserts
    for (const [user, minutes] of [
      [oldest, 3],
      [middle, 2],
      [newest, 1],
    ] as const) {
      await sql(`update auth.users set created_at = now() - make_interval(mins => $2) where id = $1`, [
        user.id,
        minutes,
      ]);
    }
  });

  it('answers newest first, a page at a time, with X-Total-Count and Link next/last', async () => {
    const first = await adminUsers(`filter=${tag}&per_page=2`);
    expect(first.status).toBe(200);
    expect(first.body.users!.map((u) => u.email)).toEqual([newest.email, middle.email]);
    expect(first.total).toBe('3');
    expect(first.link).toBe(
      `</admin/users?filter=${tag}&page=2&per_page=2>; rel="next", </admin/users?filter=${tag}&page=2&per_page=2>; rel="last"`,
    );

    const second = await adminUsers(`filter=${tag}&per_page=2&page=2`);
    expect(second.body.users!.map((u) => u.email)).toEqual([oldest.email]);
    expect(second.link).toBe(`</admin/users?filter=${tag}&page=2&per_page=2>; rel="last"`);

    const ascending = await adminUsers(`filter=${tag}&sort=${encodeURIComponent('created_at asc')}`);
    expect(ascending.body.users!.map((u) => u.email)).toEqual([oldest.email, middle.email, newest.email]);
  });

  it('answers an empty list with X-Total-Count 0 and a last page of 0', async () => {
    const none = await adminUsers(`filter=${tag}-nobody`);
    expect(none.status).toBe(200);
    expect(none.body.users).toEqual([]);
    expect(none.total).toBe('0');
    expect(none.link).toBe(`</admin/users?filter=${tag}-nobody&page=0>; rel="last"`);
  });

  it("gives auth-js's listUsers its users newest first and its total, nextPage and lastPage", async () => {
    const { data, error } = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(error).toBeNull();
    const ours = data.users.filter((u) => u.email?.startsWith(tag)).map((u) => u.email);
    expect(ours).toEqual([newest.email, middle.email, oldest.email]);
    expect('total' in data && data.total).toBeGreaterThanOrEqual(3);
    expect('lastPage' in data && data.lastPage).toBe(1);

    const paged = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(paged.error).toBeNull();
    expect(paged.data.users).toHaveLength(1);
    expect('nextPage' in paged.data && paged.data.nextPage).toBe(2);
  });

  it.each([
    ['page=-1', 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax'],
    ['per_page=ten', 'Bad Pagination Parameters: strconv.ParseUint: parsing "ten": invalid syntax'],
    ['page=1.5', 'Bad Pagination Parameters: strconv.ParseUint: parsing "1.5": invalid syntax'],
    [
      'page=99999999999999999999999',
      'Bad Pagination Parameters: strconv.ParseUint: parsing "99999999999999999999999": value out of range',
    ],
    ['sort=email', "Bad Sort Parameters: bad field for sort 'email'"],
    [
      `sort=${encodeURIComponent('created_at sideways')}`,
      "Bad Sort Parameters: bad direction for sort 'sideways', only 'asc' and 'desc' allowed",
    ],
  ])('refuses %s with 400 validation_failed', async (query, message) => {
    const res = await adminUsers(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error_code: 'validation_failed', msg: message });
  });

  it('refuses a bad page through auth-js as an AuthApiError; per_page=0 is a 500, as on GoTrue', async () => {
    const { data, error } = await serviceClient().auth.admin.listUsers({ page: -1 });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(data.users).toEqual([]);

    const zero = await adminUsers('per_page=0');
    expect(zero.status).toBe(500);
    expect(zero.body).toMatchObject({ error_code: 'unexpected_failure' });
  });
});
