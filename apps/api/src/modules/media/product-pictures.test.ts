// Pictures staff upload for a product: what the decoder says decides, not the name or content type;
// stored once in the media store imports use, served and scaled the same way, never changing a product.
import { maxMediaBytes, type ProductPicture } from '@shop/contracts';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAdminToken, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { mediaStore } from './store';
import { mediaFiles } from './tables';

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6f97' } }).composite([
    {
      input: Buffer.from('<svg width="200" height="120"><circle cx="60" cy="60" r="50" fill="#f4a259"/></svg>'),
      left: 40,
      top: 40,
    },
  ]);

describe.each(databaseKinds)('uploading a product picture on %s', (kind) => {
  const ctx = useTestApi(kind);
  const pictures = {} as Record<'jpeg' | 'png' | 'webp' | 'avif' | 'gif', Buffer>;
  beforeAll(async () => {
    pictures.jpeg = await photo().jpeg().toBuffer();
    pictures.png = await photo().png().toBuffer();
    pictures.webp = await photo().webp().toBuffer();
    pictures.avif = await photo().avif({ effort: 2 }).toBuffer();
    pictures.gif = await photo().gif().toBuffer();
  });
  const upload = (payload: Buffer | string, contentType: string) =>
    ctx.api.inject({
      method: 'POST',
      url: '/admin/api/product-images',
      headers: { authorization: `Bearer ${testAdminToken}`, 'content-type': contentType },
      payload,
    });
  const stored = async () => (await ctx.database.db.select({ n: count() }).from(mediaFiles))[0]!.n;

  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'avif'],
  ] as const)('stores a %s picture where imported pictures are, served whole and scaled', async (format, type, ext) => {
    const res = await upload(pictures[format], 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    const picture = res.json() as ProductPicture;
    expect(picture).toMatchObject({ contentType: type, width: 640, height: 480, size: pictures[format].length });
    expect(picture.url).toBe(`/media/${picture.sha256}.${ext}`);

    const whole = await ctx.api.inject(picture.url);
    expect(whole.headers['content-type']).toBe(type);
    expect(whole.rawPayload.equals(pictures[format])).toBe(true);
    const card = await ctx.api.inject({ url: `${picture.url}?w=216&h=300`, headers: { accept: 'image/webp' } });
    expect(card.headers['content-type']).toBe('image/webp');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 432, height: 324 });
    // What a product's images list takes: the import's resolution (the product editor's save) finds it.
    const { found } = await mediaStore(ctx.database.db).resolve([picture.url]);
    expect(found.get(picture.url)).toEqual({ url: picture.url });

    // The same picture again is the same file.
    const before = await stored();
    expect((await upload(pictures[format], type)).json()).toEqual(picture);
    expect(await stored()).toBe(before);
  });

  it('refuses what is not a picture the decoder reads whole, whatever its content type says, storing nothing', async () => {
    const before = await stored();
    const cases: Array<[string, Buffer | string, string]> = [
      ['text named a JPEG', 'not a picture at all', 'image/jpeg'],
      ['a JPEG cut short', pictures.jpeg.subarray(0, pictures.jpeg.length / 2), 'image/jpeg'],
      [
        "a JPEG's first bytes before noise",
        Buffer.concat([pictures.jpeg.subarray(0, 3), Buffer.alloc(5000, 7)]),
        'image/jpeg',
      ],
      ['a GIF', pictures.gif, 'application/octet-stream'],
      ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'image/png'],
      ['nothing', Buffer.alloc(0), 'image/png'],
    ];
    for (const [what, payload, type] of cases) {
      const res = await upload(payload, type);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          problem: 'notAPicture',
          message: 'The file is not a JPEG, PNG, WebP or AVIF picture',
        },
      });
    }
    expect(await stored()).toBe(before);
  });

  it('refuses a file over 20 MB (413) and a body in another content type', async () => {
    const before = await stored();
    const big = Buffer.concat([pictures.jpeg, Buffer.alloc(maxMediaBytes, 1)]);
    const res = await upload(big, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(413);
    expect((await upload('{"url":"x"}', 'application/json')).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });
});
