// The media module's face: what other modules may use of it (tools/structure.test.ts).

export { type BrandLogo, brandLogo } from './brand-logo';
export { type MailPicture, mailPictures } from './mail-pictures';
export type { MediaStore } from './store';
