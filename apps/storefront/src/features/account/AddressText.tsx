import type { PostalAddress } from '@shop/contracts';

/** A postal address as a block of lines, the way a parcel label shows it. */
export function AddressText({ address, countryName }: { address: PostalAddress; countryName: string }) {
  const lines = [
    address.company,
    `${address.firstName} ${address.lastName}`,
    [address.street, address.apartment].filter(Boolean).join(', '),
    `${address.postalCode} ${address.city}`,
    [address.region, countryName].filter(Boolean).join(', '),
    address.vatId,
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never reorder
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
