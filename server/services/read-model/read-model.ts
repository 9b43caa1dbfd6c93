import type {
  Alert,
  Category,
  Post,
  Product,
  Promo,
  Shop,
  ShopReadApi,
  Story,
  SubSlide,
} from '../../../src/domain/contract/index';
import { fillDeliveryFacts } from '../../../src/domain/delivery';
import { addDays, shopDateOf } from '../../../src/domain/shop-time';
import type { Clock } from '../../../src/domain/time';
import type { AlertsRepository } from '../../repositories/alerts';
import type { DeliveryData, DeliveryRepository } from '../../repositories/delivery';
import type { PostsRepository } from '../../repositories/posts';
import type { ProductsRepository } from '../../repositories/products';
import type { PromosRepository } from '../../repositories/promos';
import type { ShopsRepository } from '../../repositories/shops';
import type { StoriesRepository } from '../../repositories/stories';
import { createLocalBus, type InvalidationBus, type ReadModelKind } from './bus';
import type { Dependency } from './dependent-cache';
import { createSlot, type Slot } from './slot';
import { activeAt, publishedFrom, type Windowed, windowed } from './windows';

/** What the read model keeps of each kind, shaped for the answers built from it. */
export interface ReadModelData {
  /** Categories ride with the products: one `products` notification covers both tables. */
  products: { list: Product[]; popular: Product[]; byId: Map<string, Product>; categories: Category[] };
  /** Scheduled ones included: shoppers get those published by the reader's time. */
  stories: Windowed<Story>[];
  subslides: SubSlide[];
  shops: Shop[];
  alerts: Windowed<Alert>[];
  promos: Windowed<Promo>[];
  /**
   * Newest first; oldest first is the exact reverse (both order by publication time, then id).
   * Scheduled posts included: shoppers get those published by the reader's time.
   */
  posts: Windowed<Post>[];
  delivery: DeliveryData;
}

type TimedKind = 'alerts' | 'promos' | 'posts' | 'stories';
type TimedItem<K extends TimedKind> = ReadModelData[K][number]['item'];

/**
 * Reads the read model for one answer or one page render, noting what it read
 * so a cache knows when the result goes stale.
 */
export interface ReadModelReader {
  data<K extends ReadModelKind>(kind: K): Promise<ReadModelData[K]>;
  /** The items active at the reader's time; stale once that set changes, not only on writes. */
  activeNow<K extends TimedKind>(kind: K): Promise<TimedItem<K>[]>;
  readonly dependencies: readonly Dependency[];
}

/** Everything the read model loads its kinds from. */
export type ReadModelCatalog = Pick<ProductsRepository, 'listProducts' | 'listCategories'> &
  Pick<StoriesRepository, 'listStories' | 'listSubSlides'> &
  Pick<ShopsRepository, 'listShops'> &
  Pick<AlertsRepository, 'listAlerts'> &
  Pick<PromosRepository, 'listPromos'> &
  Pick<DeliveryRepository, 'loadDelivery'>;

export interface ReadModelDeps {
  catalog: ReadModelCatalog;
  posts: PostsRepository;
  now: Clock;
  /** How writes reach this model; defaults to this process only. */
  bus?: InvalidationBus;
}

export interface ReadModel {
  reader(now: Date): ReadModelReader;
  /** Marks `kind` stale everywhere the bus reaches; call after a write to it committed. */
  invalidate(kind: ReadModelKind): void;
  readonly now: Clock;
  close(): Promise<void>;
}

function byId<T extends { _id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item._id, item]));
}

function loaders({ catalog, posts, now }: ReadModelDeps): { [K in ReadModelKind]: () => Promise<ReadModelData[K]> } {
  return {
    async products() {
      const [list, categories] = await Promise.all([catalog.listProducts(), catalog.listCategories()]);
      return { list, popular: list.filter((product) => product.popular), byId: byId(list), categories };
    },
    stories: async () =>
      (await catalog.listStories()).map(({ story, publishedAt }) => publishedFrom(story, publishedAt)),
    subslides: () => catalog.listSubSlides(),
    shops: () => catalog.listShops(),
    alerts: async () => windowed(await catalog.listAlerts()),
    promos: async () => windowed(await catalog.listPromos()),
    // Stop-list days from yesterday on by the shop's clock: a client filters by the day it orders for.
    delivery: () => catalog.loadDelivery(addDays(shopDateOf(now()), -1)),
    async posts() {
      // Every post: the news list is small and read far more often than written.
      const { posts: newestFirst } = await posts.listPosts(-1, Number.MAX_SAFE_INTEGER);
      return newestFirst.map((post) => publishedFrom(post, post.publishedAt));
    },
  };
}

/** Which of `items` are active at `now`, as a comparable key. */
function activeKey(items: readonly Windowed<unknown>[], now: Date): string {
  const time = now.getTime();
  let key = '';
  items.forEach((entry, index) => {
    if (entry.from <= time && time <= entry.to) key += `${index},`;
  });
  return key;
}

/**
 * The catalogue and content kept in memory. The server is the only writer:
 * every write path calls `invalidate(kind)` after it commits, and the next read
 * of that kind loads it again. Everything built from it (serialized answers,
 * rendered pages) records which snapshots it read, so it is rebuilt exactly
 * when one of them goes stale.
 */
export function createReadModel(deps: ReadModelDeps): ReadModel {
  const load = loaders(deps);
  const slots: { [K in ReadModelKind]: Slot<ReadModelData[K]> } = {
    products: createSlot(load.products),
    stories: createSlot(load.stories),
    subslides: createSlot(load.subslides),
    shops: createSlot(load.shops),
    alerts: createSlot(load.alerts),
    promos: createSlot(load.promos),
    posts: createSlot(load.posts),
    delivery: createSlot(load.delivery),
  };
  const bus = deps.bus ?? createLocalBus();
  bus.subscribe((kind) => slots[kind].invalidate());

  return {
    now: deps.now,
    reader(now) {
      const dependencies: Dependency[] = [];
      const read = async <K extends ReadModelKind>(kind: K) => {
        const slot: Slot<ReadModelData[K]> = slots[kind];
        const snapshot = await slot.get();
        return { slot, snapshot };
      };
      return {
        dependencies,
        async data(kind) {
          const { slot, snapshot } = await read(kind);
          dependencies.push(() => slot.isCurrent(snapshot));
          return snapshot.data;
        },
        async activeNow(kind) {
          const { slot, snapshot } = await read(kind);
          const items = snapshot.data as Windowed<TimedItem<typeof kind>>[];
          const key = activeKey(items, now);
          dependencies.push((at) => slot.isCurrent(snapshot) && activeKey(items, at) === key);
          return activeAt(items, now);
        },
      };
    },
    invalidate(kind) {
      bus.publish(kind);
    },
    close: () => bus.close(),
  };
}

/**
 * Content texts name delivery amounts only through placeholders (`{deliveryFreeFrom}`),
 * filled here from the delivery zones, so every answer and page states the same amounts.
 */
function withDeliveryFacts(reader: ReadModelReader) {
  return async () => {
    const { zones } = await reader.data('delivery');
    return (text: string) => fillDeliveryFacts(text, zones);
  };
}

const fillStory = (fill: (text: string) => string) => (story: Story) => ({
  ...story,
  slides: story.slides.map((slide) => ({ ...slide, text: fill(slide.text) })),
});

const fillPost = (fill: (text: string) => string) => (post: Post) => ({
  ...post,
  excerpt: fill(post.excerpt),
  body: post.body.map(fill),
});

/** The read API answered from the read model: one definition of every answer, used by routes and pages. */
export function readApiOver(reader: ReadModelReader): ShopReadApi {
  const facts = withDeliveryFacts(reader);
  return {
    async productsAll() {
      const [products, stories, fill] = await Promise.all([
        reader.data('products'),
        reader.activeNow('stories'),
        facts(),
      ]);
      return {
        products: products.list,
        popular: products.popular,
        stories: stories.map(fillStory(fill)),
        categories: products.categories,
      };
    },
    async product(id) {
      const product = (await reader.data('products')).byId.get(id);
      return product ? { product } : null;
    },
    async subslider() {
      const [slides, fill] = await Promise.all([reader.data('subslides'), facts()]);
      return {
        dataSlider: slides.map((slide) => ({ ...slide, title: fill(slide.title), subtitle: fill(slide.subtitle) })),
      };
    },
    async adresa() {
      return { adresaData: await reader.data('shops') };
    },
    async alerts() {
      return { alertsData: await reader.activeNow('alerts') };
    },
    async promos() {
      return { promosData: await reader.activeNow('promos') };
    },
    async deliveryOptions() {
      const [{ zones, zoneShops, soldOut, maxDaysAhead, deliverySlotMinutes }, shops] = await Promise.all([
        reader.data('delivery'),
        reader.data('shops'),
      ]);
      const firstShop = shops[0]?._id ?? null;
      const soldOutAt = (shopId: string | null) => (shopId ? (soldOut.get(shopId) ?? []) : []);
      return {
        zones: zones.map((zone) => ({ ...zone, soldOut: soldOutAt(zoneShops.get(zone._id) ?? firstShop) })),
        // Every shop is a pickup point.
        points: shops.map(({ _id, title, address }) => ({ _id, title, address, soldOut: soldOutAt(_id) })),
        maxDaysAhead,
        deliverySlotMinutes,
      };
    },
    async posts(direction, limit) {
      const [newestFirst, fill] = await Promise.all([reader.activeNow('posts'), facts()]);
      const postsData =
        direction === -1
          ? newestFirst.slice(0, limit)
          : newestFirst.slice(Math.max(newestFirst.length - limit, 0)).reverse();
      return { postsData: postsData.map(fillPost(fill)), postsCount: newestFirst.length };
    },
    async post(slug) {
      const [posts, fill] = await Promise.all([reader.activeNow('posts'), facts()]);
      const post = posts.find((published) => published.slug === slug);
      return post ? { postData: fillPost(fill)(post) } : null;
    },
  };
}
