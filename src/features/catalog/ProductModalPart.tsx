import { splitPart } from '../../shared/split-part';

/**
 * The product modal, whose code comes after the first page's script (splitPart): most pages open it only on a
 * tap. A cold deep link still gets it in the server's HTML. Sits in a Suspense boundary.
 */
export const ProductModal = splitPart(() => import('./ProductModal').then((module) => module.ProductModal));
