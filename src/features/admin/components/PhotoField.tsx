import { type ChangeEvent, useId, useState } from 'react';
import { IMAGE_ASPECT, type ImageKind } from '../../../domain/catalog/images';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../../../domain/contract/admin-photos';
import type { Picture as PictureValue } from '../../../domain/contract/common';
import { Picture } from '../../../shared/Picture';
import { messageOf } from '../admin.api';
import { uploadPhoto } from '../photo-upload';

/**
 * A photo of a product, a post or a story: a preview, «Заменить» to upload a
 * new one (the server cuts it for `kind`'s frame) and its alt text. The value
 * is the shop's own `Picture`, so the form saves exactly what the shop shows.
 * The accept list leaves HEIC out on purpose: a phone then hands over a JPEG.
 */
export function PhotoField({
  value,
  onChange,
  kind,
  label = 'Фото',
  altError,
}: {
  value: PictureValue;
  onChange: (picture: PictureValue) => void;
  kind: ImageKind;
  label?: string;
  altError?: string | undefined;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setFailure(PHOTO_TOO_LARGE);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const picture = await uploadPhoto(file, kind);
      onChange({ ...picture, alt: value.alt });
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="admin-photo" aria-busy={busy}>
      <legend>{label}</legend>
      {/* In the kind's own frame (a story's slide is tall): what the shop will crop it to. */}
      <div
        className="admin-photo__preview"
        style={{ aspectRatio: `${IMAGE_ASPECT[kind].w} / ${IMAGE_ASPECT[kind].h}` }}
      >
        {/* A new post or story has no photo yet: nothing to fetch until one is uploaded. */}
        {value.base === '' ? (
          <p className="admin-photo__empty">Фото ещё не загружено</p>
        ) : (
          <Picture picture={value} sizes="160px" className="admin-photo__picture" />
        )}
      </div>
      <label className="button button--ghost staff-button admin-photo__pick" htmlFor={`${id}-file`}>
        {busy ? 'Загружаем…' : value.base === '' ? 'Загрузить фото' : 'Заменить фото'}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
        className="visually-hidden"
        onChange={pick}
        disabled={busy}
        data-testid="photo-file"
      />
      {failure && (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      )}
      <label htmlFor={`${id}-alt`} className="form-field__label">
        Описание фото для незрячих
      </label>
      <input
        id={`${id}-alt`}
        className="form-field__input staff-input"
        value={value.alt}
        onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
        aria-invalid={altError ? true : undefined}
      />
      {altError && <p className="form-field__error">{altError}</p>}
    </fieldset>
  );
}
