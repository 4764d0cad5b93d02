import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { maxMediaBytes, importReasonText as reason } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { invalid } from '../../lib/domain-errors';
import { parseMediaName } from './illustration';
import { mediaFiles, mediaSources } from './tables';

/** The picture formats a shop serves to every browser, by their first bytes. */
const formats = [
  { type: 'image/jpeg', ext: 'jpg', is: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', is: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { type: 'image/gif', ext: 'gif', is: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    ext: 'webp',
    is: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    type: 'image/avif',
    ext: 'avif',
    is: (b: Buffer) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' && /avi[fs]/.test(b.subarray(8, 32).toString('latin1')),
  },
] as const;

const storedName = /^([0-9a-f]{64})\.(jpg|png|gif|webp|avif)$/;
const notAPicture = reason('notAPicture');
/** Pictures an import fetches at once. */
const FETCH_CONCURRENCY = 4;
const FETCH_TIMEOUT_MS = 20_000;

export interface StoredPicture {
  name: string;
  sha256: string;
  size: number;
  url: string;
}

/**
 * Pictures merchants bring with a catalogue: uploaded from an import's media folder, or fetched
 * from URLs its rows name. Each is kept once per content, in the database, and served at
 * /media/{sha256}.{ext} forever (a changed picture is a new file).
 */
export function mediaStore(db: Database, fetchUrl: typeof fetch = (input, init) => fetch(input, init)) {
  async function keep(source: string, bytes: Buffer, within: Database = db): Promise<StoredPicture> {
    const format = formats.find((f) => f.is(bytes));
    if (!format) throw invalid(`"${source}" ${notAPicture}`, [{ path: 'body', message: notAPicture }]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await within.transaction(async (tx) => {
      await tx
        .insert(mediaFiles)
        .values({ sha256, contentType: format.type, size: bytes.length, bytes })
        .onConflictDoNothing();
      await tx
        .insert(mediaSources)
        .values({ source, sha256 })
        .onConflictDoUpdate({ target: mediaSources.source, set: { sha256, createdAt: new Date() } });
    });
    return { name: source, sha256, size: bytes.length, url: `/media/${sha256}.${format.ext}` };
  }

  async function fetchPicture(url: string, within: Database): Promise<{ url: string } | { problem: string }> {
    try {
      const response = await fetchUrl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
      if (!response.ok) return { problem: reason('pictureNotFetched', { status: response.status }) };
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > maxMediaBytes)
        return { problem: reason('pictureTooLarge', { megabytes: maxMediaBytes / 1024 / 1024 }) };
      if (!formats.some((f) => f.is(bytes))) return { problem: notAPicture };
      return { url: (await keep(url, bytes, within)).url };
    } catch (error) {
      const cause = (error as Error).name === 'TimeoutError' ? 'timed out' : ((error as Error).cause as Error)?.message;
      return { problem: reason('pictureUnreachable', { detail: cause ?? (error as Error).message }) };
    }
  }

  return {
    /**
     * Keeps a picture checked already (product-pictures.ts decoded it) by its content alone: no
     * name an import's rows would find it by, only the url it is served at.
     */
    async keepFile(bytes: Buffer, contentType: string): Promise<{ sha256: string; url: string }> {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await db.insert(mediaFiles).values({ sha256, contentType, size: bytes.length, bytes }).onConflictDoNothing();
      return { sha256, url: urlOf(sha256, contentType) };
    },

    /** Keeps an uploaded picture under the name an import's rows give it (a new upload replaces it). */
    async upload(name: string, body: Readable): Promise<StoredPicture> {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return keep(name, Buffer.concat(chunks));
    },

    /** Every uploaded picture by its name (fetched URLs left out). */
    async uploaded(): Promise<StoredPicture[]> {
      const rows = await db
        .select({
          name: mediaSources.source,
          sha256: mediaFiles.sha256,
          size: mediaFiles.size,
          type: mediaFiles.contentType,
        })
        .from(mediaSources)
        .innerJoin(mediaFiles, eq(mediaFiles.sha256, mediaSources.sha256))
        .orderBy(mediaSources.source);
      return rows
        .filter((row) => !/^https?:\/\//i.test(row.name))
        .map((row) => ({ ...row, url: urlOf(row.sha256, row.type) }));
    },

    /**
     * Where the pictures rows name are served: /media/… paths as they are, uploaded files by
     * their name, URLs fetched once (and kept by URL after that). `within` is where to read and
     * keep them: an import's transaction while it holds PGlite's one connection.
     */
    async resolve(
      refs: string[],
      within: Database = db,
    ): Promise<{ found: Map<string, { url: string } | { problem: string }>; fetched: number }> {
      const found = new Map<string, { url: string } | { problem: string }>();
      const named = refs.filter((ref) => !ref.startsWith('/media/'));
      const servedHashes = refs.flatMap((ref) => storedName.exec(ref.slice('/media/'.length))?.[1] ?? []);
      const served = new Set(
        servedHashes.length
          ? (
              await within
                .select({ sha256: mediaFiles.sha256 })
                .from(mediaFiles)
                .where(inArray(mediaFiles.sha256, servedHashes))
            ).map((row) => row.sha256)
          : [],
      );
      const known = named.length
        ? await within
            .select({ source: mediaSources.source, sha256: mediaFiles.sha256, type: mediaFiles.contentType })
            .from(mediaSources)
            .innerJoin(mediaFiles, eq(mediaFiles.sha256, mediaSources.sha256))
            .where(inArray(mediaSources.source, named))
        : [];
      const stored = new Map(known.map((row) => [row.source, urlOf(row.sha256, row.type)]));
      const toFetch: string[] = [];
      for (const ref of refs) {
        if (ref.startsWith('/media/')) {
          const name = ref.slice('/media/'.length);
          const sha256 = storedName.exec(name)?.[1];
          const exists = sha256 ? served.has(sha256) : parseMediaName(name) !== undefined;
          found.set(ref, exists ? { url: ref } : { problem: reason('pictureNotServed') });
        } else if (stored.has(ref)) found.set(ref, { url: stored.get(ref)! });
        else if (/^https?:\/\//i.test(ref)) toFetch.push(ref);
        else
          found.set(ref, {
            problem: reason('pictureNotUploaded'),
          });
      }
      for (let next = 0; next < toFetch.length; next += FETCH_CONCURRENCY)
        await Promise.all(
          toFetch
            .slice(next, next + FETCH_CONCURRENCY)
            .map(async (url) => found.set(url, await fetchPicture(url, within))),
        );
      return { found, fetched: toFetch.filter((url) => 'url' in found.get(url)!).length };
    },

    /** A stored picture by its served name, or undefined. */
    async file(name: string, within: Database = db): Promise<{ contentType: string; bytes: Buffer } | undefined> {
      const sha256 = storedName.exec(name)?.[1];
      if (!sha256) return undefined;
      const [row] = await within
        .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(eq(mediaFiles.sha256, sha256));
      return row;
    },
  };
}
export type MediaStore = ReturnType<typeof mediaStore>;

const urlOf = (sha256: string, type: string) =>
  `/media/${sha256}.${formats.find((f) => f.type === type)?.ext ?? 'jpg'}`;
