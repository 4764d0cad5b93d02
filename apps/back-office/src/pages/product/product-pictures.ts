import { type LocaleCode, maxMediaBytes, productPictureTypes } from '@shop/contracts';

/** A picture of a product's gallery as the product's images list holds it; the first is the cover. */
export interface GalleryPicture {
  url: string;
  alt: Partial<Record<LocaleCode, string>>;
}

/** The list with the picture at `from` moved to `to` (both kept within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [picture] = next.splice(from, 1);
  next.splice(target, 0, picture!);
  return next;
}

/** The list with one picture's alternative text in one language set (empty: none). */
export function withAlt(list: readonly GalleryPicture[], index: number, locale: LocaleCode, text: string) {
  return list.map((picture, i) => {
    if (i !== index) return picture;
    const alt = { ...picture.alt };
    if (text.trim() === '') delete alt[locale];
    else alt[locale] = text;
    return { ...picture, alt };
  });
}

/** The list without the picture at `index`, and what puts it back where it was. */
export function removed(list: readonly GalleryPicture[], index: number) {
  const picture = list[index]!;
  return {
    list: list.filter((_, i) => i !== index),
    restore: (now: readonly GalleryPicture[]) => [...now.slice(0, index), picture, ...now.slice(index)],
  };
}

/**
 * Why a chosen file is not sent, before it is: too large, or not of a type staff may upload. The
 * API decodes what it is sent and refuses anything else that is not a picture.
 */
export function fileProblem(file: { size: number; type: string }): 'tooLarge' | 'notAPicture' | undefined {
  if (file.size > maxMediaBytes) return 'tooLarge';
  // A browser that cannot tell the type says '': the API's decoder decides.
  if (file.type !== '' && !(productPictureTypes as readonly string[]).includes(file.type)) return 'notAPicture';
  return undefined;
}
