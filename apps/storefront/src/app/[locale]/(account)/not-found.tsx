// notFound() from a page of this layout group; see features/errors/not-found.tsx.
export { NotFoundView as default, notFoundMetadata as generateMetadata } from '@/features/errors/not-found';
