import { type ImageKind, imageBase, imageSize } from '../../../../src/domain/catalog/images';
import type { Picture } from '../../../../src/domain/contract/common';

/** A generated picture of `kind` named `name`, with the size of its largest rendition. */
export function picture(kind: ImageKind, name: string, alt: string): Picture {
  return { base: imageBase(kind, name), ...imageSize(kind), alt };
}
