'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { preload } from 'react-dom';
import { mediaUrl } from '@/lib/media';
import { cx } from '@/ui/cx';
import { ModalButton } from '@/ui/ModalButton';
import { NoPicture } from '@/ui/ProductImage';

interface GalleryImage {
  image: string;
  alt: string;
}

const sized = (src: string, w: number, h: number) => mediaUrl(`${src}?w=${w}&h=${h}`);

/** Where the gallery draws its desktop size (the `desktop` breakpoint of globals.css). */
const DESKTOP = '(min-width: 1024px)';

/**
 * The spec's gallery sizes: thumbnails 150×150, the page image 310×300 on phones and 600×744 on
 * desktop, and the big image in a dialog. The first image is the page's main content: eager.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const t = useTranslations('Product');
  const [index, setIndex] = useState(0);
  const current = images[index];
  const first = images[0];
  // The first picture is the page's largest paint: asked for from the document's head, each screen
  // its own size. React preloads an eager <img> by itself, but not one inside a <picture>.
  if (first) {
    preload(sized(first.image, 310, 300), { as: 'image', fetchPriority: 'high', media: `not all and ${DESKTOP}` });
    preload(sized(first.image, 600, 744), { as: 'image', fetchPriority: 'high', media: DESKTOP });
  }
  if (!current)
    return <NoPicture className="aspect-[310/300] w-full rounded-lg bg-surface-muted desktop:aspect-[600/744]" />;
  return (
    <div className="space-y-3">
      <ModalButton
        trigger={
          <picture>
            <source media={DESKTOP} srcSet={sized(current.image, 600, 744)} />
            <img
              src={sized(current.image, 310, 300)}
              alt={current.alt}
              width={600}
              height={744}
              fetchPriority="high"
              className="aspect-[310/300] w-full object-cover desktop:aspect-[600/744]"
            />
          </picture>
        }
        triggerClassName="block w-full overflow-hidden rounded-lg bg-surface-muted"
        triggerLabel={t('enlarge')}
        kind="media"
        className="flex max-w-3xl flex-col"
        title={current.alt}
        closeLabel={t('close')}
      >
        {/* biome-ignore lint/performance/noImgElement: SVG product images from the media service */}
        <img
          src={sized(current.image, 600, 744)}
          alt={current.alt}
          width={600}
          height={744}
          className="mx-auto min-h-0 flex-1 object-contain"
        />
      </ModalButton>
      {images.length > 1 && (
        <ul className="flex gap-2" aria-label={t('gallery')}>
          {images.map((image, i) => (
            <li key={image.image}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t('showImage', { n: i + 1 })}
                className={cx(
                  'block overflow-hidden rounded-md border-2',
                  i === index ? 'border-brand' : 'border-transparent',
                )}
              >
                {/* biome-ignore lint/performance/noImgElement: SVG product images from the media service */}
                <img
                  src={sized(image.image, 150, 150)}
                  alt=""
                  width={75}
                  height={75}
                  loading="lazy"
                  className="size-[75px]"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
