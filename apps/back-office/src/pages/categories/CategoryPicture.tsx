import { operations, productPictureTypes } from '@shop/contracts';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Hidden } from '../../ui/Field';
import { refusalText, useFailureText } from '../../ui/refusals';
import { fileProblem } from '../product/product-pictures';
import { uploadPicture } from '../product/product-pictures-upload';

/** The preview: the media route scales stored and drawn pictures into the box asked for. */
const preview = (url: string) => (url.startsWith('/media/') ? `${url}?w=240&h=240` : url);

/**
 * A category's picture: a file dropped here or chosen is checked and sent as a product's picture
 * is (uploadCategoryImage, the same checks and media store), previewed, and removed with a button.
 * Decoration beside the category's name in the shop (its heading and the home page's grid), so it
 * has no text of its own. It reaches the category through `onChange`, saved (audited) with the form.
 */
export function CategoryPicture({
  value,
  onChange,
  categoryName,
}: {
  value: string;
  onChange: (url: string) => void;
  /** Its name in the default language, telling screen readers whose picture a button is for; empty while a new one has none. */
  categoryName: string;
}) {
  const t = useTranslations();
  const failure = useFailureText();
  const heading = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; share: number; error?: string }>();
  const [said, setSaid] = useState('');
  const failed = (name: string, reason: string) =>
    setUpload({ name, share: 0, error: t('pictures.failed', { name, reason }) });

  function send(file: File | undefined) {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem)
      return failed(file.name, problem === 'tooLarge' ? t('pictures.tooLarge') : refusalText(t, 'notAPicture'));
    setUpload({ name: file.name, share: 0 });
    uploadPicture(file, (share) => setUpload({ name: file.name, share }), operations.uploadCategoryImage)
      .then((picture) => {
        onChange(picture.url);
        setUpload(undefined);
        setSaid(t('categories.pictureUploaded', { name: file.name }));
      })
      .catch((error: unknown) => failed(file.name, failure(error)));
  }
  const dropFile = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    send(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={heading} className="pictures">
      <h3 id={heading}>{t('categories.picture')}</h3>
      <p className="hint">{t('categories.pictureLead')}</p>
      {/* A file dropped anywhere here is sent; the button is the way for the keyboard and touch. */}
      <fieldset
        className="drop-zone"
        onDragOver={(event) => event.dataTransfer.types.includes('Files') && event.preventDefault()}
        onDrop={dropFile}
      >
        <legend className="visually-hidden">{t('categories.picture')}</legend>
        <p>
          {t('categories.pictureDrop')}{' '}
          <button type="button" className="button" onClick={() => chooser.current?.click()}>
            {t('categories.pictureChoose')}
            {categoryName && <Hidden> ({categoryName})</Hidden>}
          </button>
        </p>
        <input
          ref={chooser}
          type="file"
          hidden
          accept={productPictureTypes.join(',')}
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </fieldset>
      {upload?.error ? (
        <div className="error-note" role="alert">
          <p>{upload.error}</p>
          <button type="button" className="button small" onClick={() => setUpload(undefined)}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        upload && <progress max={1} value={upload.share} aria-label={t('pictures.uploading', { name: upload.name })} />
      )}
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {value ? (
        <div className="button-row">
          <img
            src={preview(value)}
            alt={categoryName ? t('categories.picturePreview', { name: categoryName }) : t('categories.picture')}
            width={120}
            height={120}
          />
          <button
            type="button"
            className="button small danger"
            onClick={() => {
              onChange('');
              setSaid(t('categories.pictureRemoved'));
            }}
          >
            {t('categories.pictureRemove')}
            {categoryName && <Hidden> ({categoryName})</Hidden>}
          </button>
        </div>
      ) : (
        <p className="muted">{t('categories.pictureNone')}</p>
      )}
    </section>
  );
}
