import { mediaUrl } from '@/lib/media';
import { cx } from './cx';
import { Icon } from './Icon';

interface ProductImageProps {
  image: string | null;
  /** The size asked of the media service: one of the spec's image sizes. */
  size: { w: number; h: number };
  /** The size drawn, where it is smaller than the one asked (a sharper image on dense screens). */
  width?: number;
  height?: number;
  className: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/**
 * A product's image from the media service, or a placeholder of the same shape where it has none.
 * Decorative: the product's name stands beside it wherever it is shown.
 */
export function ProductImage({
  image,
  size,
  width = size.w,
  height = size.h,
  className,
  loading = 'lazy',
  fetchPriority,
}: ProductImageProps) {
  if (!image) return <NoPicture className={className} style={{ aspectRatio: `${width} / ${height}` }} />;
  return (
    // biome-ignore lint/performance/noImgElement: SVG product images from the media service, sized by the spec
    <img
      src={mediaUrl(`${image}?w=${size.w}&h=${size.h}`)}
      alt=""
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      className={className}
    />
  );
}

/** Where a product has no picture (a merchant's import may bring none): a quiet frame of the same shape. */
export function NoPicture({ className, style }: { className: string; style?: React.CSSProperties }) {
  return (
    <span className={cx('flex items-center justify-center text-ink-muted/40', className)} style={style}>
      <Icon name="picture" className="size-1/4 max-h-16 max-w-16" />
    </span>
  );
}
