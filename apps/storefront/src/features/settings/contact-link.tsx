import type { ReactNode } from 'react';

/**
 * The `<contact>` tag of a message ("Please <contact>contact us</contact>"): a link to the shop's
 * contact page, the setting contact-us-url, or the words alone when the shop names none.
 */
export const contactLink = (url: string) => (chunks: ReactNode) =>
  url ? (
    <a href={url} className="font-semibold text-brand underline">
      {chunks}
    </a>
  ) : (
    chunks
  );
