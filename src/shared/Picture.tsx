import { createContext, type ReactNode, useContext, useState } from 'react';
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

const HeldContext = createContext(false);

/** A transparent pixel: a held picture keeps its box (CSS sizes it) and fetches nothing. */
const HELD_SOURCE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Pictures of a page whose first screen something covers (the product modal of a deep link `/?pirog=…`,
 * rendered outside). While that cover stays, they are held: empty boxes that fetch nothing, in the server's
 * HTML too, so the cover's picture has a slow line to itself (the browser would otherwise fetch every card
 * near the viewport beside it, the banner first). They fill in when the cover goes. A modal opened later,
 * over a page already shown, holds nothing.
 */
export function CoveredPictures({ covered, children }: { covered: boolean; children: ReactNode }) {
  const [held, setHeld] = useState(covered);
  if (held && !covered) setHeld(false);
  return <HeldContext value={held}>{children}</HeldContext>;
}

/** A generated picture in AVIF/WebP at every width, with intrinsic size so layout never shifts. */
export function Picture({ picture, sizes, className, load = 'lazy' }: Props) {
  // A held picture has the same elements with nothing to fetch, so filling it in later only sets attributes.
  const held = useContext(HeldContext);
  const sources = held ? { avif: HELD_SOURCE, webp: HELD_SOURCE, fallback: HELD_SOURCE } : pictureSources(picture);
  const priority = held ? 'low' : load === 'lcp' ? 'high' : undefined;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={sources.avif} sizes={held ? undefined : sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={held ? undefined : sizes} />
      <img
        src={sources.fallback}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={held || load === 'lazy' ? 'lazy' : 'eager'}
        decoding={!held && load === 'lcp' ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: priority } : {})}
      />
    </picture>
  );
}
