import { z } from 'zod';
import { maxMediaBytes } from './catalog-import';
import { defineOperation } from './operation';

/** The picture formats staff upload for a product: what every current browser shows. */
export const productPictureTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** A stored product picture: `url` is what a product's images list takes. */
export const productPictureSchema = z
  .object({
    /** Where the shop serves it, scaled to the box a page asks for (?w=&h=). */
    url: z.string(),
    sha256: z.string(),
    size: z.number().int(),
    contentType: z.enum(productPictureTypes),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'ProductPicture' });
export type ProductPicture = z.infer<typeof productPictureSchema>;

export const productPictureOperations = {
  uploadProductImage: defineOperation({
    id: 'uploadProductImage',
    method: 'POST',
    path: '/admin/api/product-images',
    summary:
      "Stores a product picture (JPEG, PNG, WebP or AVIF, up to 20 MB; the decoded picture is checked, not the file's name) in the media store imported pictures are kept in, and answers its url for a product's images. Changes no product (admin)",
    tag: 'product pictures',
    auth: 'owner',
    upload: { contentTypes: [...productPictureTypes, 'application/octet-stream'], maxBytes: maxMediaBytes },
    status: 201,
    response: productPictureSchema,
  }),
};
