/// <reference lib="webworker" />
import { IMAGE_FOLDERS, type ImageKind, imageUrl, UPLOADED_PHOTOS_PATH } from '../src/domain/catalog/images';
import { pool } from '../src/domain/concurrency';
import { CACHE_NAMES, WARM_UP_KEY } from '../src/domain/contract/sw-cache';
import {
  BANNERS_PATH,
  CATALOGUE_PATH,
  FIRST_NEWS_PAGE_PATH,
  type ImageChoice,
  planKey,
  WARM_API_PATHS,
  WARM_PAGE_PATHS,
  type WarmUpPlan,
} from '../src/domain/contract/warm-up';
import { broadcast, onMessage } from './messages';
import { pageStrategy } from './navigation';
import { imageStrategy, readApiRefreshStrategy } from './runtime-caching';

/** A warm-up with the same plan is skipped within this time (pages ask on every start). */
const WARM_UP_INTERVAL_MS = 10 * 60_000;
/** Parallel downloads: enough to finish quickly, few enough to leave the page's own requests room. */
const PARALLEL = 4;

interface Picture {
  base: string;
}
interface CatalogueAnswer {
  products?: Array<{ image: Picture }>;
  stories?: Array<{ cover: Picture; slides: Array<{ image: Picture }> }>;
}
interface PostsAnswer {
  postsData?: Array<{ cover: Picture }>;
}
interface SubsliderAnswer {
  dataSlider?: Array<{ image: Picture }>;
}

let running: Promise<void> | null = null;

function rendition(picture: Picture, kind: ImageKind, choice: ImageChoice): string | null {
  // Only our own pictures have renditions by width: the generated ones and the back office's uploads.
  const ours = picture.base.includes(`/${IMAGE_FOLDERS[kind]}/`) || picture.base.startsWith(`${UPLOADED_PHOTOS_PATH}/`);
  if (!ours) return null;
  return imageUrl(picture.base, choice.width, choice.format);
}

/** The picture URLs the pages will request on this device, as the plan says. */
function pictureUrls(
  plan: WarmUpPlan,
  catalogue: CatalogueAnswer | null,
  posts: PostsAnswer | null,
  banners: SubsliderAnswer | null,
): string[] {
  const urls = new Set<string>();
  const add = (url: string | null) => {
    if (url) urls.add(url);
  };
  for (const product of catalogue?.products ?? []) add(rendition(product.image, 'product', plan.product));
  for (const story of catalogue?.stories ?? []) {
    add(rendition(story.cover, 'storyCover', plan.storyCover));
    for (const slide of story.slides) add(rendition(slide.image, 'story', plan.story));
  }
  for (const post of posts?.postsData ?? []) add(rendition(post.cover, 'post', plan.post));
  for (const slide of banners?.dataSlider ?? []) add(rendition(slide.image, 'banner', plan.banner));
  return [...urls];
}

async function lastWarmUp(): Promise<{ at: number; plan: string } | null> {
  const cached = await (await caches.open(CACHE_NAMES.meta)).match(WARM_UP_KEY);
  return cached ? ((await cached.json()) as { at: number; plan: string }) : null;
}

/**
 * Fills the caches so that every category, product modal, story and the first
 * news page open offline even if never visited: the read-API answers (through
 * the API cache), the home page and the manifest shortcuts' pages (through the
 * pages cache), and every product, story and first-page news picture at the
 * width this device displays (through the image cache, so cached ones cost nothing).
 */
async function warmUp(plan: WarmUpPlan, event: ExtendableEvent, force: boolean): Promise<void> {
  const key = planKey(plan);
  const previous = await lastWarmUp();
  if (!force && previous && previous.plan === key && Date.now() - previous.at < WARM_UP_INTERVAL_MS) return;

  let fetched = 0;
  let failed = 0;
  const count = (ok: boolean) => {
    if (ok) fetched += 1;
    else failed += 1;
  };
  const getJson = async <T>(path: string): Promise<T | null> => {
    try {
      const [response, done] = readApiRefreshStrategy.handleAll({ request: new Request(path), event });
      const answer = await response;
      await done;
      count(answer.ok);
      return answer.ok ? ((await answer.clone().json()) as T) : null;
    } catch {
      count(false);
      return null;
    }
  };

  const others = Promise.all(WARM_API_PATHS.map((path) => getJson(path)));
  const [catalogue, posts, banners] = await Promise.all([
    getJson<CatalogueAnswer>(CATALOGUE_PATH),
    getJson<PostsAnswer>(FIRST_NEWS_PAGE_PATH),
    getJson<SubsliderAnswer>(BANNERS_PATH),
  ]);
  await others;

  await pool(WARM_PAGE_PATHS, 2, async (path) => {
    try {
      const [response, done] = pageStrategy.handleAll({
        request: new Request(path, { credentials: 'same-origin', headers: { accept: 'text/html' } }),
        event,
      });
      count((await response).ok);
      await done;
    } catch {
      count(false);
    }
  });

  await pool(pictureUrls(plan, catalogue, posts, banners), PARALLEL, async (url) => {
    try {
      const [response, done] = imageStrategy.handleAll({ request: new Request(url), event });
      count((await response).ok);
      await done;
    } catch {
      count(false);
    }
  });

  const at = Date.now();
  // A warm-up that could not fetch the catalogue (offline) is not remembered: the next page start tries again.
  if (catalogue) {
    const meta = await caches.open(CACHE_NAMES.meta);
    await meta.put(WARM_UP_KEY, new Response(JSON.stringify({ at, plan: key })));
  }
  await broadcast({ type: 'WARM_UP_DONE', at, fetched, failed });
}

export function installWarmUp(): void {
  onMessage('WARM_UP', (message, event) => {
    // One at a time: pages of several tabs may ask together.
    running ??= warmUp(message.plan, event, message.force === true).finally(() => {
      running = null;
    });
    return running;
  });
}
