import { pictureSources } from '../domain/catalog/images';
import type { Picture as PictureData } from '../domain/contract/common';

interface Props {
  picture: PictureData;
  /** The `sizes` attribute: how wide the picture is displayed. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** A generated picture in AVIF/WebP at every width, with intrinsic size so layout never shifts. */
export function Picture({ picture, sizes, className, eager = false }: Props) {
  const sources = pictureSources(picture);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.fallback}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
