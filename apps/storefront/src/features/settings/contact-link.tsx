import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/**
 * The `<contact>` tag of a message ("Please <contact>contact us</contact>"): a link to the shop's
 * contact page, the setting contact-us-url (a shop path is taken to the page's language), or
 * the words alone when the shop names none.
 */
export const contactLink = (url: string) => (chunks: ReactNode) =>
  url ? (
    <Link href={url} className="font-semibold text-brand underline">
      {chunks}
    </Link>
  ) : (
    chunks
  );
