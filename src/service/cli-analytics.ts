import type { ServiceClient } from '../client/index.ts';
import type { ConsentAnalytics } from '../schema/consent-analytics.ts';

/**
 * `npm run cli -- analytics WEBSITE_ID [--from DAY] [--to DAY]`: the website's
 * consent analytics as `GET /v1/websites/analytics` answers them — the CLI
 * asks the API, so both always show the same figures. An error item (no such
 * website, a wrong range) becomes the command's error.
 */
export async function analyticsCommand(
  client: ServiceClient,
  account: string,
  websiteId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<ConsentAnalytics> {
  const criterion = {
    account_id: account,
    website_id: websiteId,
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
  const res = await client.call<{ results: ConsentAnalytics[]; errors: Record<string, unknown>[] }>({
    method: 'GET',
    path: '/v1/websites/analytics',
    query: [criterion],
  });
  const [result] = res.results;
  if (!result) throw new Error(`no analytics for ${websiteId}: ${JSON.stringify(res.errors[0] ?? res)}`);
  return result;
}
