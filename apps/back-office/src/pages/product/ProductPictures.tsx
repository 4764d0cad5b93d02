import { type LocaleCode, productPictureTypes, siteConfig } from '@shop/contracts';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { UndoNote } from '../../ui/Confirm';
import { Field, Hidden } from '../../ui/Field';
import { focusFirst } from '../../ui/focus';
import { refusalText, useFailureText } from '../../ui/refusals';
import { fileProblem, type GalleryPicture, moved, removed, withAlt } from './product-pictures';
import { uploadPicture } from './product-pictures-upload';

interface Upload {
  id: number;
  name: string;
  share: number;
  error?: string;
}

const buttonId = (list: string, index: number, what: string) => `${list}-${index}-${what}`;

/** A picture's thumbnail: the media route scales stored and drawn pictures into the box asked for. */
const thumbnail = (url: string) => (url.startsWith('/media/') ? `${url}?w=120&h=120` : url);

/**
 * A product's pictures: added by dropping files or choosing them (each sent at once, with its
 * progress, and refused in the page's language), moved by dragging or by the Earlier and Later
 * buttons (the focus stays with the picture), described per language, removed with Undo. The first
 * is the cover. Changes reach the product through `onChange`, saved with the product's editor.
 */
export function ProductPictures({
  value,
  onChange,
  productName,
}: {
  value: GalleryPicture[];
  onChange: (next: GalleryPicture[]) => void;
  productName: string;
}) {
  const t = useTranslations();
  const failure = useFailureText();
  const list = useId();
  const heading = useId();
  const chooser = useRef<HTMLInputElement>(null);
  // Uploads finish in any order: each adds to the list as it is by then.
  const latest = useRef(value);
  latest.current = value;
  const nextUpload = useRef(0);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const [undo, setUndo] = useState<{ done: string; restore: (now: readonly GalleryPicture[]) => GalleryPicture[] }>();
  const [undone, setUndone] = useState<string | null>(null);

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  const failed = (name: string, reason: string) => t('pictures.failed', { name, reason });

  function send(files: readonly File[]) {
    for (const file of files) {
      const id = nextUpload.current++;
      const problem = fileProblem(file);
      if (problem) {
        const reason = problem === 'tooLarge' ? t('pictures.tooLarge') : refusalText(t, 'notAPicture');
        setUploads((all) => [...all, { id, name: file.name, share: 0, error: failed(file.name, reason) }]);
        continue;
      }
      setUploads((all) => [...all, { id, name: file.name, share: 0 }]);
      uploadPicture(file, (share) => update(id, { share }))
        .then((picture) => {
          // The same picture twice is one file: the gallery keeps it once.
          if (!latest.current.some((p) => p.url === picture.url))
            onChange([...latest.current, { url: picture.url, alt: {} }]);
          setUploads((all) => all.filter((upload) => upload.id !== id));
          setSaid(t('pictures.uploaded', { name: file.name }));
        })
        .catch((error: unknown) => update(id, { error: failed(file.name, failure(error)) }));
    }
  }

  const move = (from: number, to: number, focus?: string) => {
    const next = moved(value, from, to);
    onChange(next);
    const at = next.indexOf(value[from]!);
    setSaid(t('pictures.moved', { n: at + 1, count: next.length }));
    if (focus) focusFirst([buttonId(list, at, focus), buttonId(list, at, focus === 'earlier' ? 'later' : 'earlier')]);
  };
  const remove = (index: number) => {
    const { list: next, restore } = removed(value, index);
    onChange(next);
    setUndone(null);
    setUndo({ done: t('pictures.removed', { n: index + 1 }), restore });
    // The focus goes to the picture that took its place, else the one before.
    focusFirst([index, index - 1].flatMap((at) => [buttonId(list, at, 'later'), buttonId(list, at, 'earlier')]));
  };
  const dropFiles = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    send([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={heading} className="pictures">
      <h2 id={heading}>{t('pictures.title')}</h2>
      <p className="hint">{t('pictures.lead')}</p>
      {/* Files dropped anywhere here are sent; the button is the way for the keyboard and touch. */}
      <fieldset
        className="drop-zone"
        onDragOver={(event) => event.dataTransfer.types.includes('Files') && event.preventDefault()}
        onDrop={dropFiles}
      >
        <legend className="visually-hidden">{t('pictures.title')}</legend>
        <p>
          {t('pictures.drop')}{' '}
          <button type="button" className="button" onClick={() => chooser.current?.click()}>
            {t('pictures.choose')}
            <Hidden> ({productName})</Hidden>
          </button>
        </p>
        <input
          ref={chooser}
          type="file"
          multiple
          hidden
          accept={productPictureTypes.join(',')}
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </fieldset>
      {uploads.length > 0 && (
        <ul className="plain">
          {uploads.map((upload) =>
            upload.error ? (
              <li key={upload.id} className="error-note" role="alert">
                <p>{upload.error}</p>
                <button
                  type="button"
                  className="button small"
                  onClick={() => setUploads((all) => all.filter((u) => u.id !== upload.id))}
                >
                  {t('common.close')}
                </button>
              </li>
            ) : (
              <li key={upload.id}>
                <progress max={1} value={upload.share} aria-label={t('pictures.uploading', { name: upload.name })} />
              </li>
            ),
          )}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {said}
      </p>
      <UndoNote
        done={undo?.done ?? null}
        undone={undone}
        pending={false}
        onUndo={() => {
          if (!undo) return;
          onChange(undo.restore(latest.current));
          setUndo(undefined);
          setUndone(t('pictures.restored'));
        }}
      />
      {value.length === 0 ? (
        <p className="muted">{t('pictures.none')}</p>
      ) : (
        <ol className="picture-list" aria-describedby={`${list}-hint`}>
          {value.map((picture, index) => {
            const name = t('pictures.pictureN', { n: index + 1 });
            return (
              <li
                key={picture.url}
                draggable
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => dragged !== null && event.preventDefault()}
                onDrop={(event) => {
                  if (dragged === null) return dropFiles(event);
                  event.preventDefault();
                  move(dragged, index);
                  setDragged(null);
                }}
              >
                <fieldset className="form-item">
                  <legend>
                    {name}
                    {index === 0 && <span className="badge badge-default"> {t('pictures.cover')}</span>}
                  </legend>
                  <img src={thumbnail(picture.url)} alt="" width={120} height={120} />
                  {siteConfig.locales.map((l) => (
                    <Field key={l.code} label={t('pictures.alt', { language: l.label })}>
                      {(control) => (
                        <input
                          {...control}
                          lang={l.code}
                          value={picture.alt[l.code as LocaleCode] ?? ''}
                          onChange={(event) =>
                            onChange(withAlt(value, index, l.code as LocaleCode, event.target.value))
                          }
                        />
                      )}
                    </Field>
                  ))}
                  <div className="button-row">
                    <button
                      id={buttonId(list, index, 'earlier')}
                      type="button"
                      className="button small"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'earlier')}
                    >
                      {t('pictures.earlier')}
                      <Hidden> ({name})</Hidden>
                    </button>
                    <button
                      id={buttonId(list, index, 'later')}
                      type="button"
                      className="button small"
                      disabled={index === value.length - 1}
                      onClick={() => move(index, index + 1, 'later')}
                    >
                      {t('pictures.later')}
                      <Hidden> ({name})</Hidden>
                    </button>
                    {index > 0 && (
                      <button type="button" className="button small" onClick={() => move(index, 0, 'earlier')}>
                        {t('pictures.makeCover')}
                        <Hidden> ({name})</Hidden>
                      </button>
                    )}
                    <button type="button" className="button small danger" onClick={() => remove(index)}>
                      {t('pictures.remove')}
                      <Hidden> ({name})</Hidden>
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <p id={`${list}-hint`} className="hint">
        {value.length > 1 && t('pictures.dragHint')}
      </p>
    </section>
  );
}
