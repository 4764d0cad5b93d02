'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useTranslations } from 'next-intl';
import { Children, type ReactNode, useEffect, useId, useRef, useState } from 'react';

const options: EmblaOptionsType = { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' };

/**
 * The related-products carousel: four per view with a 16 px peek of the next on desktop, two per
 * view without peek at 1023 px and below (the spec). Buttons and swipe move it.
 *
 * It sits below the product's offer, so Embla is fetched only when the carousel comes near the
 * screen: kept out of the page's first load, its script no longer lengthens a phone's start. The
 * buttons stay disabled until it is there.
 */
export function RelatedCarousel({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('Product');
  const headingId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [edges, setEdges] = useState({ prev: false, next: false });
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let carousel: EmblaCarouselType | undefined;
    let unmounted = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('embla-carousel').then(({ default: EmblaCarousel }) => {
          if (unmounted) return;
          const started = EmblaCarousel(node, options);
          const update = () => setEdges({ prev: started.canScrollPrev(), next: started.canScrollNext() });
          started.on('select', update).on('reInit', update);
          update();
          carousel = started;
          setApi(started);
        });
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(node);
    return () => {
      unmounted = true;
      observer.disconnect();
      carousel?.destroy();
    };
  }, []);

  const button =
    'inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface hover:border-brand disabled:opacity-40';
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" className="mt-12">
      <div className="mb-4 flex items-center justify-between">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <div className="flex gap-2">
          {(['prev', 'next'] as const).map((edge) => (
            <button
              key={edge}
              type="button"
              className={button}
              onClick={() => (edge === 'prev' ? api?.scrollPrev() : api?.scrollNext())}
              disabled={!edges[edge]}
              aria-label={t(edge === 'prev' ? 'previousSlides' : 'nextSlides')}
            >
              {edge === 'prev' ? '‹' : '›'}
            </button>
          ))}
        </div>
      </div>
      {/* relative: the slides' screen-reader-only texts (position absolute) are clipped with them, not
          left widening the page beside it (a phone then zoomed the page out until hydration). */}
      <div ref={viewport} className="relative overflow-hidden desktop:pe-4">
        <ul className="flex">
          {Children.map(children, (child) => (
            <li aria-roledescription="slide" className="flex min-w-0 shrink-0 grow-0 basis-1/2 pe-3 desktop:basis-1/4">
              {child}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
