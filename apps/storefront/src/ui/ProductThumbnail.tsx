import { ProductImage } from './ProductImage';

/** A product's small square image in a sidebar line (the spec's small gallery size), or its placeholder. */
export function ProductThumbnail({ image }: { image: string | null }) {
  return (
    <ProductImage
      image={image}
      size={{ w: 150, h: 150 }}
      width={72}
      height={72}
      className="size-18 shrink-0 rounded-md bg-surface-muted object-cover"
    />
  );
}
