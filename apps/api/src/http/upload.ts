import { Readable, Transform } from 'node:stream';
import { invalidField } from '../lib/domain-errors';

/** A client error Fastify's error handler answers with its status (413 PAYLOAD_TOO_LARGE). */
class PayloadTooLarge extends Error {
  readonly statusCode = 413;
}

/**
 * An upload's bytes as they arrive, failing with 413 once more than `maxBytes` came: a stream
 * body is not held to Fastify's bodyLimit, so the limit is counted here.
 */
export function uploadedStream(body: unknown, maxBytes: number): Readable {
  // A body in another content type (JSON, a form) was parsed as that, not taken as a file.
  if (!(body instanceof Readable))
    throw invalidField('body', 'The file is the request body, sent as it is in one of the content types named');
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) callback(new PayloadTooLarge(`The file is larger than ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
  body.on('error', (error) => counted.destroy(error));
  return body.pipe(counted);
}

/** An upload read whole as UTF-8 text (the contracts bound its size). */
export async function uploadedText(body: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
