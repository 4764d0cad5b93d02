'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { mediaUrl } from '@/lib/media';
import { DialogCloseButton } from '@/ui/DialogCloseButton';
import { Html } from '@/ui/Html';

/** An attribute's explanatory picture (e.g. a size chart), opened in an expandable image dialog. */
export function AttributeImage({ label, image, html }: { label: string; image: string; html: string | null }) {
  const t = useTranslations('Product');
  return (
    <Dialog.Root>
      <Dialog.Trigger className="text-sm text-brand underline">{t('moreAbout', { label })}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-4 z-50 m-auto h-fit max-h-[95vh] max-w-2xl overflow-auto rounded-lg bg-surface p-4 shadow-overlay"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">{label}</Dialog.Title>
            <DialogCloseButton label={t('close')} />
          </div>
          {/* biome-ignore lint/performance/noImgElement: SVG attribute images from the media service */}
          <img
            src={mediaUrl(`${image}?w=600&h=744`)}
            alt={label}
            width={600}
            height={744}
            className="mx-auto w-full object-contain"
          />
          {html && <Html className="content-html mt-3 text-sm" html={html} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
