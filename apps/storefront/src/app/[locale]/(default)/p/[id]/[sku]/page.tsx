import { notFound } from 'next/navigation';

/** Product page: /p/{id}/{sku}. No product exists until the catalogue is seeded. */
export default async function ProductPage() {
  notFound();
}
