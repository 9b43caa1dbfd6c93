import { pictureSources } from '../domain/catalog/images';
import type { Picture as PictureData } from '../domain/contract/common';

interface Props {
  picture: PictureData;
  /** The `sizes` attribute: how wide the picture is displayed. */
  sizes: string;
  className?: string;
  /**
   * `lazy` below the fold; `eager` in the first screen; `lcp` for the one
   * picture that is the screen's largest paint: fetched first and decoded
   * with the frame, so it is drawn with the page instead of a frame later.
   */
  load?: 'lazy' | 'eager' | 'lcp';
}

/** A generated picture in AVIF/WebP at every width, with intrinsic size so layout never shifts. */
export function Picture({ picture, sizes, className, load = 'lazy' }: Props) {
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
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        decoding={load === 'lcp' ? 'sync' : 'async'}
        {...(load === 'lcp' ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
