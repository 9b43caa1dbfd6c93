import { type ReactNode, useEffect } from 'react';
import { snapshot } from 'valtio/vanilla';
import { useCart } from '../cart';
import { useFavorites } from '../favorites';
import { usePostsLikes } from '../news';
import { useRatings } from '../ratings';
import { DeviceStores } from '../storage-sync';
import { useStories } from '../stories';

declare global {
  interface Window {
    /** The kiosk customer's Valtio stores as JSON, for the browser tests' trace scan after a reset. */
    __kioskCustomerState?: () => string;
  }
}

/** Publishes the customer's stores for the tests' scan (the kiosk's own data, on the kiosk's own screen). */
function CustomerStateProbe() {
  const cart = useCart();
  const favorites = useFavorites();
  const ratings = useRatings();
  const likes = usePostsLikes();
  const stories = useStories();
  useEffect(() => {
    window.__kioskCustomerState = () =>
      JSON.stringify({
        cart: snapshot(cart.state),
        favorites: snapshot(favorites.state),
        ratings: snapshot(ratings.state),
        likes: snapshot(likes.state),
        stories: snapshot(stories.state),
      });
    return () => {
      delete window.__kioskCustomerState;
    };
  }, [cart, favorites, ratings, likes, stories]);
  return null;
}

/**
 * The kiosk customer's own stores (cart, favorites, ratings, likes, viewed
 * stories) in the kiosk storage namespace. The shell gives this tree a new
 * `key` at every reset, so the next customer gets freshly created stores.
 * No account: a kiosk customer never signs in.
 */
export function CustomerProviders({ children }: { children: ReactNode }) {
  return (
    <DeviceStores>
      {children}
      <CustomerStateProbe />
    </DeviceStores>
  );
}
