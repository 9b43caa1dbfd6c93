import { LoadWhenIdle } from '../../shared/LoadWhenIdle';

const loadOutbox = () => import('./RatingsOutbox').then((module) => module.RatingsOutbox);

/** The outbox, fetched once the page is idle: ratings wait in the device's store until it sends them. */
export function RatingsOutboxWhenIdle() {
  return <LoadWhenIdle load={loadOutbox} what="ratings: the outbox" />;
}
