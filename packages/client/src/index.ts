import type { ApiError, HttpMethod, OperationInput, Operations } from '@shop/contracts';
import { type Answer, reshapes } from './reshape';
import { routes, type Transfer } from './routes';

// The answers that carry the spec's wire names, as the client hands them out (reshape/).
export type { ShopperBulkAddResult, ShopperCart, ShopperCartItem, ShopperStaffCart } from './reshape/cart';
export type { ShopperCustomAttribute, ShopperProduct } from './reshape/catalog';
export type { ShopperCartInfo, ShopperOrder, ShopperOrderRequest, StaffOrder } from './reshape/order';

/** Every operation's method and path, for a caller that needs the raw answer (its headers). */
export { routes };

/** An HTTP error answered by the shop API; `message` is the server's message (the spec's rule). */
export class ShopApiError extends Error {
  override name = 'ShopApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** A staff refusal's name and the values its text names (contracts: staffRefusals). */
    readonly problem?: { name: string; values: Record<string, string | number> },
  ) {
    super(message);
  }
}

export interface ShopClientOptions {
  /** Where the API answers: `/api` in the browser, the API's own URL on the server. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Extra headers for every call, e.g. the shopper's cookies forwarded by a server component. */
  headers?: () => HeadersInit | Promise<HeadersInit>;
  /** Aborts a call that takes longer; 10 s by default. */
  timeoutMs?: number;
}

/** Per-call fetch options. */
export type CallInit = Omit<RequestInit, 'method' | 'body'>;

type Call<K extends keyof Operations, O extends Operations[K] = Operations[K]> = (
  ...args: object extends OperationInput<O>
    ? [input?: OperationInput<O>, init?: CallInit]
    : [input: OperationInput<O>, init?: CallInit]
) => Promise<Answer<K>>;

interface RawInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export type ShopClient = { [K in keyof Operations]: Call<K> };

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (typeof value === 'object') search.set(key, JSON.stringify(value));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills `:param` placeholders; values are URI-encoded. */
function operationPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

// The API's error shape (apiErrorSchema), checked by hand: the client carries no zod to the browser.
const isApiError = (body: unknown): body is ApiError => {
  const error = (body as Partial<ApiError> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

async function errorFrom(response: Response): Promise<ShopApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isApiError(body)) {
    const { code, message, details, problem, values } = body.error;
    return new ShopApiError(
      response.status,
      code,
      message,
      details,
      problem === undefined ? undefined : { name: problem, values: values ?? {} },
    );
  }
  return new ShopApiError(response.status, 'HTTP_ERROR', `Request failed with status ${response.status}`);
}

/**
 * The typed shop API client. Each operation of `@shop/contracts` is a function of the same name.
 * Answers carrying the spec's wire names come reshaped to camelCase (`reshape/`), so that the
 * storefront and the back office read one naming while the API keeps the spec's. A failed call throws a ShopApiError carrying the server's message; a network failure rethrows the
 * original error.
 */
export function createShopClient(options: ShopClientOptions): ShopClient {
  // Looked up per call: the runtime (Next.js, a test) may replace the global fetch after this client is made.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const base = options.baseUrl.replace(/\/$/, '');

  async function call(
    [method, path, transfer]: readonly [HttpMethod, string, Transfer?],
    input: RawInput = {},
    init: CallInit = {},
  ): Promise<unknown> {
    const url = base + operationPath(path, input.params) + queryString(input.query);
    const headers = new Headers(options.headers ? await options.headers() : undefined);
    for (const [key, value] of new Headers(init.headers)) headers.set(key, value);
    if (transfer !== 'download') headers.set('accept', 'application/json');
    let body: BodyInit | undefined;
    if (transfer === 'upload') {
      // A file goes as it is; the caller names its content type, else it is bytes.
      if (!headers.has('content-type')) headers.set('content-type', 'application/octet-stream');
      body = input.body as BodyInit;
    } else if (input.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(input.body);
    }
    const response = await doFetch(url, {
      credentials: 'same-origin',
      // Never Next's data cache: shared data is kept by the storefront's own caches (lib/cache.ts).
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      ...init,
      method,
      headers,
      body,
      // A stream is sent as it is read (Node's fetch needs to be told).
      ...(body instanceof ReadableStream && { duplex: 'half' }),
    } as RequestInit);
    if (!response.ok) throw await errorFrom(response);
    if (transfer === 'download') return response;
    if (response.status === 204) return undefined;
    return response.json();
  }

  // Checked by the table's own types (reshape/index.ts); looked up here by the operation's name.
  const reshapeOf = reshapes as unknown as Partial<Record<string, (answer: unknown) => unknown>>;
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => {
      const reshape = reshapeOf[name];
      return [
        name,
        async (input?: RawInput, init?: CallInit) => {
          const answer = await call(route, input, init);
          return reshape ? reshape(answer) : answer;
        },
      ];
    }),
  ) as unknown as ShopClient;
}
