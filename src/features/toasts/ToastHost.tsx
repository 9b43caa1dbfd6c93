import { LoadWhenIdle } from '../../shared/LoadWhenIdle';

const loadRegions = () => import('./ToastRegions').then((module) => module.ToastRegions);

/**
 * Where toasts are drawn. Rendered only in the browser (toasts follow user actions, never server data), and
 * fetched with react-hot-toast once the page is idle: showing the toast layer as a popover restyles it, which
 * would lengthen hydration's task, and no first screen needs the code.
 */
export function ToastHost() {
  return <LoadWhenIdle load={loadRegions} what="toasts: the toast regions" />;
}
