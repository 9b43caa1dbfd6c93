import webPush from 'web-push';
import { BRAND } from '../../../src/domain/brand/brand';
import type { Executor } from '../../db/transaction';
import { createPushRepository } from '../../repositories/push';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const VAPID_KEY_NAME = 'vapid';

/**
 * The VAPID pair every node signs pushes with (issue 28): from the
 * environment when it gives one, else made by the first node to start and
 * kept in the database for the others. A subscription is bound to the public
 * key it was made with, so the pair must outlive restarts and be the same on
 * every node. The subject is how a push service reaches the sender.
 */
export async function loadVapidDetails(
  db: Executor,
  config: { vapidKeys: { publicKey: string; privateKey: string } | undefined; vapidSubject: string | undefined },
  now: Date,
): Promise<VapidDetails> {
  const subject = config.vapidSubject ?? `mailto:${BRAND.email}`;
  if (config.vapidKeys) return { subject, ...config.vapidKeys };
  const pair = await createPushRepository(db).sharedKeyPair(VAPID_KEY_NAME, () => webPush.generateVAPIDKeys(), now);
  return { subject, publicKey: pair.publicKey, privateKey: pair.privateKey };
}
