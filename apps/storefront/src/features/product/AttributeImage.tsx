'use client';

import { useTranslations } from 'next-intl';
import { mediaUrl } from '@/lib/media';
import { Html } from '@/ui/Html';
import { ModalButton } from '@/ui/ModalButton';

/** An attribute's explanatory picture (e.g. a size chart), opened in an expandable image dialog. */
export function AttributeImage({ label, image, html }: { label: string; image: string; html: string | null }) {
  const t = useTranslations('Product');
  return (
    <ModalButton
      trigger={t('moreAbout', { label })}
      triggerClassName="text-sm text-brand underline"
      kind="media"
      className="h-fit max-w-2xl overflow-auto"
      title={label}
      closeLabel={t('close')}
    >
      {/* biome-ignore lint/performance/noImgElement: SVG attribute images from the media service */}
      <img
        src={mediaUrl(`${image}?w=600&h=744`)}
        alt={label}
        width={600}
        height={744}
        className="mx-auto w-full object-contain"
      />
      {html && <Html className="content-html mt-3 text-sm" html={html} />}
    </ModalButton>
  );
}
