import { z } from 'zod';
import { maxMediaBytes } from './catalog-import';
import { defineOperation } from './operation';

/** The picture formats staff upload for a product or a category: what every current browser shows. */
export const productPictureTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** A stored picture: `url` is what a product's images list or a category's picture takes. */
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

/** How staff send a picture: its bytes as the body, at most 20 MB, named by any of these types (the decoder decides). */
const pictureUpload = { contentTypes: [...productPictureTypes, 'application/octet-stream'], maxBytes: maxMediaBytes };

export const productPictureOperations = {
  uploadProductImage: defineOperation({
    id: 'uploadProductImage',
    method: 'POST',
    path: '/admin/api/product-images',
    summary:
      "Stores a product picture (JPEG, PNG, WebP or AVIF, up to 20 MB; the decoded picture is checked, not the file's name) in the media store imported pictures are kept in, and answers its url for a product's images. Changes no product (admin)",
    tag: 'product pictures',
    auth: 'owner',
    upload: pictureUpload,
    status: 201,
    response: productPictureSchema,
  }),
  uploadCategoryImage: defineOperation({
    id: 'uploadCategoryImage',
    method: 'POST',
    path: '/admin/api/category-images',
    summary:
      "Stores a category's picture, checked as a product picture is (JPEG, PNG, WebP or AVIF, up to 20 MB, decoded), in the same media store, and answers its url for the category's image; the category changes (audited) when its editor saves (owner)",
    tag: 'catalog admin',
    auth: 'owner',
    upload: pictureUpload,
    status: 201,
    response: productPictureSchema,
  }),
};
