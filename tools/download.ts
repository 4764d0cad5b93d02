// An export the API answers, saved as a file the tools (npm run catalog|customers) write.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * Streams an answer's body to `file`, written beside it and renamed at the end: a failed export
 * leaves no half file behind.
 */
export async function saveDownload(response: Response, file: string) {
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
