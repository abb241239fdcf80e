import type { Me } from '../../../src/console/core/me.ts';

/** A signed-in member as GET /console/api/me answers, for screens drawn in component tests. */
export const member = (over: Partial<Me> = {}): Me => ({
  id: 'col_1',
  account_id: 'acct_a',
  email: 'a@example.test',
  first_name: null,
  last_name: null,
  role: 'admin',
  website_ids: null,
  csrf_token: 'csrf-1',
  ...over,
});
