import type { ContentEntry } from '@shop/contracts';
import { Container } from '@/ui/Container';
import { Html } from '@/ui/Html';

/** An info page from the content service. Its HTML was sanitised when it was written. */
export function ContentPage({ entry }: { entry: ContentEntry }) {
  const title = typeof entry.config.title === 'string' ? entry.config.title : undefined;
  return (
    <Container className="py-10">
      <article className="content-html max-w-3xl" lang={entry.locale}>
        {title && <h1 className="mb-6 text-2xl font-bold md:text-3xl">{title}</h1>}
        <Html html={entry.content} />
      </article>
    </Container>
  );
}
