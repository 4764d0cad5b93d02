import { createNavigation } from 'next-intl/navigation';
import { type ComponentProps, createElement } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * The shop's links do not prefetch on sight: IdlePrefetch prefetches the visible ones once the
 * page is idle, and not at all on slow or data-saving connections (the spec).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch, ...props });
}
