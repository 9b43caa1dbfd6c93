import { createContext, type ReactNode, useContext } from 'react';
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

const CoveredContext = createContext(false);

/**
 * Pictures of a page that something covers on its first screen (the product modal of a deep link `/?pirog=…`):
 * they load lazily and at low priority, whatever their own `load`, so the cover's picture (rendered outside)
 * has the line to itself. The browser would otherwise raise those in the viewport to high priority.
 */
export function CoveredPictures({ covered, children }: { covered: boolean; children: ReactNode }) {
  return <CoveredContext value={covered}>{children}</CoveredContext>;
}

/** A generated picture in AVIF/WebP at every width, with intrinsic size so layout never shifts. */
export function Picture({ picture, sizes, className, load = 'lazy' }: Props) {
  const covered = useContext(CoveredContext);
  const sources = pictureSources(picture);
  const priority = covered ? 'low' : load === 'lcp' ? 'high' : undefined;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.fallback}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={covered || load === 'lazy' ? 'lazy' : 'eager'}
        decoding={!covered && load === 'lcp' ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: priority } : {})}
      />
    </picture>
  );
}
