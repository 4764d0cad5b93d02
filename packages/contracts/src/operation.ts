import { z } from 'zod';

/** Staff roles: the owner does everything; a clerk works orders and customers. */
export const staffRoles = ['owner', 'clerk'] as const;
export type StaffRole = (typeof staffRoles)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the shop API. `id` is the operation's name in the specification
 * (getContent, login, addToCart, ...): it is the OpenAPI operationId, the route's name in the
 * API and the client's function name, so all three are found by the same word.
 */
export interface Operation<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  /** Fastify-style path with `:param` placeholders. */
  path: string;
  summary: string;
  tag: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Status of a successful answer; 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /**
   * Who may call it: anyone (default), a logged-in customer (their session cookie), or staff of at
   * least this role (their back-office session cookie, or the admin token, which has the owner's
   * rights). Checked before the input is validated.
   */
  auth?: 'customer' | StaffRole;
  /**
   * The body is a file sent as it is (a catalogue, a picture), streamed rather than parsed as JSON:
   * the content types it is accepted in, and the most bytes it may have.
   */
  upload?: { contentTypes: readonly string[]; maxBytes: number };
  /** The answer is a file of this content type (an export), streamed; `response` describes its text. */
  download?: string;
}

export const defineOperation = <const O extends Operation>(operation: O): O => operation;

type InferOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a caller passes to an operation. */
export type OperationInput<O extends Operation> = (O['params'] extends z.ZodType
  ? { params: z.input<O['params']> }
  : { params?: undefined }) &
  (O['query'] extends z.ZodType ? { query: InferOr<O['query'], never> } : { query?: undefined }) &
  (O['upload'] extends object
    ? { body: UploadBody }
    : O['body'] extends z.ZodType
      ? { body: InferOr<O['body'], never> }
      : { body?: undefined });

/** A file as an upload operation takes it: bytes, text, or a stream of bytes. */
export type UploadBody = Blob | Uint8Array | string | ReadableStream<Uint8Array>;

/** What an operation answers: its JSON, or for a download the response whose body is the file. */
export type OperationOutput<O extends Operation> = O['download'] extends string ? Response : z.output<O['response']>;

/** A paged answer: the page's items, how many there are in all, and where the page starts. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int(), offset: z.number().int(), limit: z.number().int() });
