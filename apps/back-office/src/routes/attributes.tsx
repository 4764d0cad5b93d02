import { attributeCodeSchema } from '@shop/contracts';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { searchOf } from '../search';
import { appRoute, page } from './app';

// The catalogue's attributes and their values (the owner's).

export const attributesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'attributes',
  staticData: { ownerOnly: true, nav: 'nav.attributes' },
  validateSearch: searchOf(z.object({ attribute: attributeCodeSchema })),
  component: page(() => import('../pages/Attributes'), 'AttributesPage'),
});
