import { defaultLocale } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

/** A product as the editor edits it, under a root of its own: the product list's changes leave it be. */
export const productEditorKeys = keysOf('product-editor');

/**
 * The product as it was loaded: read again only when asked (after a conflict), never while the
 * member types, so what they typed stays until they save or load the current state.
 */
export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: productEditorKeys.detail(id),
    queryFn: () => api.getAdminProduct({ params: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** Every category with its path of names in the shop's default language, as the catalogue names them. */
export const categoryChoicesQuery = queryOptions({
  queryKey: ['product-editor', 'categories'],
  queryFn: async () => {
    const { categories } = await api.categoryList({ query: { locale: defaultLocale } });
    type Node = (typeof categories)[number];
    const walk = (nodes: Node[], above: string[]): Array<{ id: number; path: string }> =>
      nodes.flatMap((node) => {
        const names = [...above, node.name];
        return [{ id: node.id, path: names.join(' > ') }, ...walk(node.children, names)];
      });
    return walk(categories, []);
  },
});
