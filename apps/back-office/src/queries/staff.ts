import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

export const staffKeys = keysOf('staff');

export const staffQuery = queryOptions({ queryKey: staffKeys.list(), queryFn: () => api.listStaff() });
