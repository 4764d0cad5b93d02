import { NotFoundView } from '@/features/errors/not-found';

export { notFoundMetadata as generateMetadata } from '@/features/errors/not-found';

/**
 * notFound() outside the layout groups' own boundaries. It draws no shop chrome on purpose: Next
 * sends this boundary with every page of the shop.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundView />
    </main>
  );
}
