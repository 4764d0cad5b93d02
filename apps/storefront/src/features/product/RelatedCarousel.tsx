'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { Children, type ReactNode, useCallback, useEffect, useId, useState } from 'react';

/**
 * The related-products carousel: four per view with a 16 px peek of the next on desktop, two per
 * view without peek at 1023 px and below (the spec). Buttons and swipe move it.
 */
export function RelatedCarousel({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('Product');
  const headingId = useId();
  const [viewport, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [edges, setEdges] = useState({ prev: false, next: true });
  const update = useCallback(() => {
    if (api) setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
  }, [api]);
  useEffect(() => {
    if (!api) return;
    update();
    api.on('select', update).on('reInit', update);
  }, [api, update]);

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
