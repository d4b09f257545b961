// This device's daily reminder (issue 33): the browser's push subscription, registered with the
// API for the signed-in learner. The browser asks for permission only when the learner turns
// reminders on. A subscription belongs to one account: when the API says the device's belongs to
// another (a shared phone whose last learner did not sign out here), a fresh one is made.
import type { PushOutcome, ReminderDto, ReminderKey, RemindersList } from '@civics/sync-protocol';
import { RequestError, requestJson } from '../request';

export type ReminderSupport = 'supported' | 'unsupported' | 'ios-needs-home-screen';

export interface ReminderChoice {
  time: string;
  days: number[];
}

/** Whether this browser can receive a reminder by push here, or why not. */
export function reminderSupport(): ReminderSupport {
  const hasPush =
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window;
  if (hasPush) return 'supported';
  // iPhone and iPad (iOS 16.4+): Web Push works only in the app added to the Home Screen.
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches;
  return ios && !standalone ? 'ios-needs-home-screen' : 'unsupported';
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function subscription(create: boolean): Promise<PushSubscription | null> {
  // Reading never waits for a service worker that may not come (`ready` would wait forever).
  const registration = create ? await navigator.serviceWorker.ready : await navigator.serviceWorker.getRegistration();
  const existing = (await registration?.pushManager.getSubscription()) ?? null;
  if (existing || !create || !registration) return existing;
  const { publicKey } = await requestJson<ReminderKey>('GET', '/api/reminders/key');
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

const save = (sub: PushSubscription, choice: ReminderChoice) =>
  requestJson<ReminderDto>('PUT', '/api/reminders', {
    subscription: sub.toJSON(),
    time: choice.time,
    days: choice.days,
    timeZone: deviceTimeZone(),
  });

/** Asks for permission, subscribes and saves; answers 'denied' when the learner refused. */
export async function turnOnReminder(choice: ReminderChoice): Promise<'on' | 'denied'> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const sub = (await subscription(true))!;
  try {
    await save(sub, choice);
  } catch (error) {
    if (!(error instanceof RequestError && error.status === 409)) throw error;
    // The device's subscription is another account's: this learner gets a fresh one.
    await sub.unsubscribe();
    await save((await subscription(true))!, choice);
  }
  return 'on';
}

/** This device's reminder as the API has it for the signed-in learner, or null. */
export async function currentReminder(): Promise<ReminderDto | null> {
  if (reminderSupport() !== 'supported' || Notification.permission !== 'granted') return null;
  const sub = await subscription(false);
  if (!sub) return null;
  const { reminders } = await requestJson<RemindersList>('GET', '/api/reminders');
  return reminders.find((reminder) => reminder.endpoint === sub.endpoint) ?? null;
}

/**
 * DELETE /api/reminders names the device in its JSON body, as the API asks; request() sends a body
 * only with POST, PUT and PATCH, so this one call is written out. A 404 (not this learner's) is fine.
 */
async function deleteOnServer(endpoint: string): Promise<void> {
  const response = await fetch('/api/reminders', {
    method: 'DELETE',
    credentials: 'include',
    cache: 'no-store',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify({ endpoint }),
  });
  if (!response.ok && response.status !== 404)
    throw new RequestError(`${response.status}: ${await response.text()}`, response.status);
}

/** Stops this device's reminders for this learner (Settings, and at sign-out). */
export async function turnOffReminder(): Promise<void> {
  if (reminderSupport() !== 'supported') return;
  const sub = await subscription(false);
  if (!sub) return;
  await deleteOnServer(sub.endpoint);
  await sub.unsubscribe();
}

export async function sendTestReminder(): Promise<PushOutcome> {
  const sub = await subscription(false);
  return requestJson<PushOutcome>('POST', '/api/reminders/test', sub ? { endpoint: sub.endpoint } : {});
}

/**
 * At sign-out: this device stops receiving this learner's reminders. The subscription is let go
 * even when the API cannot be told (offline): the push service then answers 410 and the server
 * removes the row at its next send, so the next person on this phone never gets them.
 */
export async function forgetDeviceReminder(): Promise<void> {
  if (reminderSupport() !== 'supported') return;
  const sub = await subscription(false).catch(() => null);
  if (!sub) return;
  await deleteOnServer(sub.endpoint).catch(() => undefined);
  await sub.unsubscribe().catch(() => false);
}
