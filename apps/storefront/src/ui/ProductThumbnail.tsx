import { mediaUrl } from '@/lib/media';

/** A product's small square image in a sidebar line (the spec's small gallery size), or its placeholder. */
export function ProductThumbnail({ image }: { image: string | null }) {
  return image ? (
    // biome-ignore lint/performance/noImgElement: SVG product images from the media service
    <img
      src={mediaUrl(`${image}?w=150&h=150`)}
      alt=""
      width={72}
      height={72}
      className="size-18 shrink-0 rounded-md bg-surface-muted object-cover"
    />
  ) : (
    <span className="size-18 shrink-0 rounded-md bg-surface-muted" />
  );
}
