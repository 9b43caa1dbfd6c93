import { createContext, type ReactNode, useContext } from 'react';
import { preload } from 'react-dom';
import { pictureSources } from '../domain/catalog/images';
import type { Picture as PictureData } from '../domain/contract/common';
import { useHasBeen } from './use-has-been';

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
  /**
   * `low` for a small picture in the first screen that can come after the others there (the stories' covers):
   * the browser raises every picture it finds in view to high priority, so on a slow line such covers would
   * share it with the screen's largest picture and the first cards.
   */
  priority?: 'low';
}

const HeldContext = createContext(false);

/** A transparent pixel: a held picture keeps its box (CSS sizes it) and fetches nothing. */
const HELD_SOURCE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Pictures that wait while `held`: empty boxes that fetch nothing, in the server's HTML too, so the
 * screen's largest picture has a slow line to itself. Once released they load as their `load` says, and
 * are never held again. Held are the page beneath the product modal of a deep link `/?pirog=…` (until it
 * closes: the browser would otherwise fetch every card near the viewport beside the modal's picture) and
 * the sub-slider's later banners (until the page is idle or the shopper moves on to one).
 */
export function HeldPictures({ held, children }: { held: boolean; children: ReactNode }) {
  const heldAbove = useContext(HeldContext);
  const released = useHasBeen(!held);
  return <HeldContext value={heldAbove || !released}>{children}</HeldContext>;
}

/** A generated picture in AVIF/WebP at every width, with intrinsic size so layout never shifts. */
export function Picture({ picture, sizes, className, load = 'lazy', priority: asked }: Props) {
  // A held picture has the same elements with nothing to fetch, so filling it in later only sets attributes.
  const held = useContext(HeldContext);
  const sources = held
    ? { avif: HELD_SOURCE, webp: HELD_SOURCE, fallback: HELD_SOURCE, avifFallback: HELD_SOURCE }
    : pictureSources(picture);
  const priority = held ? 'low' : load === 'lcp' ? 'high' : asked;
  // Announced in the document's head, the largest picture is asked for with the first bytes of the page rather
  // than when the parser reaches it behind the header, the stories and the stylesheet.
  if (!held && load === 'lcp') {
    preload(sources.avifFallback, {
      as: 'image',
      imageSrcSet: sources.avif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={sources.avif} sizes={held ? undefined : sizes} />
      {/* WebP for browsers without AVIF is the picture's own srcset: one element fewer per picture. */}
      <img
        src={sources.fallback}
        srcSet={sources.webp}
        sizes={held ? undefined : sizes}
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
