import { notFound } from 'next/navigation';

/** Category listing: /c/{slug_1}/…/{slug_5}. No category exists until the catalogue is seeded. */
export default async function CategoryPage({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  if (slug.length > 5) notFound();
  notFound();
}
