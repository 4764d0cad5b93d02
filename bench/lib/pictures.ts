/**
 * Merchants' photos as an import brings them: camera-sized JPEGs uploaded through the API, then
 * asked for at a product card's box as the storefront asks, each a different photo.
 */
import sharp from 'sharp';
import { percentile } from './load';
import { benchAdminToken } from './processes';

const CARD = 'w=216&h=300';
const WEBP = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };

export interface PictureFigures {
  photos: number;
  /** Mean size of an uploaded photo, bytes. */
  uploadedBytes: number;
  /** Mean size of a card's picture as sent, bytes. */
  cardBytes: number;
  /** Each photo's first ask (scaled from the stored photo), ms. */
  first: { p50: number; max: number };
  /** The same asks again (kept), ms. */
  again: { p50: number; max: number };
}

/** A 3000 × 2000 photo of grain, which compresses as badly as a real one: some 2–3 MB. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 60 + seed * 5, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: WEBP });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok || response.headers.get('content-type') !== 'image/webp')
    throw new Error(`${url}: ${response.status} ${response.headers.get('content-type')}`);
  return { ms: performance.now() - started, bytes };
}

const spread = (values: number[]) => ({ p50: percentile(values, 50), max: Math.max(...values) });

export async function merchantPictures(api: string, photos: number): Promise<PictureFigures> {
  const urls: string[] = [];
  let uploadedBytes = 0;
  for (let i = 0; i < photos; i++) {
    const bytes = await photo(i);
    uploadedBytes += bytes.length;
    const response = await fetch(`${api}/admin/api/media/bench-photo-${i}.jpg`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${benchAdminToken}`, 'content-type': 'image/jpeg' },
      body: bytes,
    });
    if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    urls.push(`${api}${((await response.json()) as { url: string }).url}?${CARD}`);
  }
  const first = [];
  for (const url of urls) first.push(await timed(url));
  const again = [];
  for (const url of urls) again.push(await timed(url));
  return {
    photos,
    uploadedBytes: uploadedBytes / photos,
    cardBytes: first.reduce((sum, f) => sum + f.bytes, 0) / photos,
    first: spread(first.map((f) => f.ms)),
    again: spread(again.map((f) => f.ms)),
  };
}
