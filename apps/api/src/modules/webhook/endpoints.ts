/** Where events go, and the secret their webhooks are signed with there. */
export interface WebhookEndpoint {
  url: string;
  secret: string;
}

const MIN_SECRET = 24;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * The endpoints of WEBHOOK_URL (comma-separated) with their secrets from WEBHOOK_SECRET: one for
 * all, or one per endpoint in the same order. Half a configuration is a mistake, never a shop
 * that sends unsigned webhooks: the start stops with a message naming the variable.
 */
export function webhookEndpointsOf(urls: string | undefined, secrets: string | undefined): WebhookEndpoint[] {
  const endpoints = list(urls);
  const keys = list(secrets);
  const problems: string[] = [];
  const problem = (message: string) => problems.push(`  - ${message}`);
  if (endpoints.length === 0 && keys.length > 0) problem('WEBHOOK_SECRET is set but WEBHOOK_URL is not');
  if (endpoints.length > 0 && keys.length === 0)
    problem(`WEBHOOK_URL needs WEBHOOK_SECRET (at least ${MIN_SECRET} characters): every webhook is signed`);
  if (keys.length > 1 && keys.length !== endpoints.length)
    problem(
      `WEBHOOK_SECRET: one secret for all endpoints, or one per endpoint (${endpoints.length}), not ${keys.length}`,
    );
  if (keys.some((key) => key.length < MIN_SECRET))
    problem(`WEBHOOK_SECRET: each secret must be at least ${MIN_SECRET} characters`);
  for (const url of endpoints) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:')
      problem(`WEBHOOK_URL: ${url} is not an http(s) address`);
  }
  if (new Set(endpoints).size < endpoints.length) problem('WEBHOOK_URL names an endpoint twice');
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return endpoints.map((url, i) => ({ url, secret: keys.length === 1 ? keys[0]! : keys[i]! }));
}

/** An endpoint as logs and the back office show it: no credentials, no query (it may hold a token). */
export function endpointShown(url: string) {
  if (!URL.canParse(url)) return '(not an address)';
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}
