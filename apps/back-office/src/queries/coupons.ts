import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

export const couponKeys = keysOf('coupons');

export const couponsQuery = queryOptions({ queryKey: couponKeys.list(), queryFn: () => api.listCoupons() });
