// One push message to one device, as the Web Push standards ask: the payload encrypted for the
// subscription's keys (aes128gcm, RFC 8291), signed with our VAPID key (RFC 8292), with a TTL.
// web-push does the cryptography; this decides what an answer means for the subscription.
import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { ReminderPayload } from './messages.js';
import type { VapidKeys } from './vapid.js';

export type PushResult = 'sent' | 'removed' | 'failed';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A reminder that waits in the push service longer than this is no use: today's practice is over. */
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** True when the endpoint's host is one of the allowed push services (or a subdomain of one). */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export async function pushTo(
  target: PushTarget,
  payload: ReminderPayload,
  keys: VapidKeys,
  agent?: Agent,
): Promise<PushResult> {
  try {
    await webPush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout: TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      },
    );
    return 'sent';
  } catch (error) {
    // 404 and 410: the subscription is gone for good (the learner unsubscribed or it expired).
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'removed';
    return 'failed';
  }
}
