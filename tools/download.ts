// An export the API answers, saved as a file the tools (npm run catalog|customers|orders) write.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * Streams an answer's body to `file`, written beside it and renamed at the end: a failed export
 * leaves no half file behind. `through` sees the bytes on the way (a counter of its rows).
 */
export async function saveDownload(response: Response, file: string, through?: Transform) {
  const partial = `${file}.partial`;
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  try {
    await (through ? pipeline(body, through, createWriteStream(partial)) : pipeline(body, createWriteStream(partial)));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
