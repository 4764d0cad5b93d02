import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

export const categoryKeys = keysOf('categories');

/** The whole tree, hidden categories too, with every language's texts and each one's version. */
export const categoriesQuery = queryOptions({ queryKey: categoryKeys.list(), queryFn: () => api.listCategories() });
