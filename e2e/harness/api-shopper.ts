/**
 * A shopper talking JSON to the shop API (directly, or through the storefront's /api): its own
 * cookie jar, kept by name as a browser keeps it, and calls that throw on a refusal with its body.
 */
export function shopper(base: () => string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async <T = unknown>(method: string, path: string, body?: object): Promise<T> => {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { cookie: cookie(), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  return { call, cookie, cookies: () => [...jar] };
}

/** A Hamburg address, the customer's default for shipping and billing, for PUT /me/addresses. */
export const defaultAddress = (fields: { firstName: string; lastName: string; company?: string; street?: string }) => ({
  street: 'Hafenstraße 3',
  city: 'Hamburg',
  postalCode: '20457',
  country: 'DE',
  isShipping: true,
  isBilling: true,
  isDefaultShipping: true,
  isDefaultBilling: true,
  ...fields,
});
