import { describe, expect, it } from 'vitest';
import { createScreenWakeLock } from './wake-lock';

/** A navigator.wakeLock that grants locks and, like browsers, releases them when the page hides. */
function fakeBrowser({ refuse = false } = {}) {
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = 'visible';
  const sentinels: Array<EventTarget & { released: boolean; release(): Promise<void> }> = [];
  let requests = 0;
  const wakeLock = {
    request: async () => {
      requests += 1;
      if (refuse) throw new DOMException('no gesture', 'NotAllowedError');
      const sentinel = Object.assign(new EventTarget(), {
        released: false,
        release: async () => {
          if (sentinel.released) return;
          sentinel.released = true;
          sentinel.dispatchEvent(new Event('release'));
        },
      });
      sentinels.push(sentinel);
      return sentinel;
    },
  };
  const hide = () => {
    doc.visibilityState = 'hidden';
    for (const s of sentinels) void s.release();
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const env = { wakeLock, document: doc as unknown as Document };
  return {
    env,
    hide,
    show,
    sentinels,
    requests: () => requests,
    tap: () => doc.dispatchEvent(new Event('pointerdown')),
    setRefuse: (v: boolean) => (refuse = v),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('screen wake lock', () => {
  it('holds the screen while practising and lets go on stop', async () => {
    const browser = fakeBrowser();
    const lock = createScreenWakeLock(browser.env);
    expect(lock.state()).toBe('released');
    await expect(lock.acquire()).resolves.toBe('held');
    expect(lock.state()).toBe('held');
    await lock.release();
    expect(lock.state()).toBe('released');
    expect(browser.sentinels[0]?.released).toBe(true);
  });

  it('tells the truth when the browser drops the lock, and takes it again when the page is visible', async () => {
    const browser = fakeBrowser();
    const lock = createScreenWakeLock(browser.env);
    const seen: string[] = [];
    lock.subscribe(() => seen.push(lock.state()));
    await lock.acquire();
    browser.hide();
    await flush();
    expect(lock.state()).toBe('released');
    browser.show();
    await flush();
    expect(lock.state()).toBe('held');
    expect(browser.requests()).toBe(2);
    expect(seen).toEqual(['held', 'released', 'held']);
  });

  it('does not take the lock again after stop', async () => {
    const browser = fakeBrowser();
    const lock = createScreenWakeLock(browser.env);
    await lock.acquire();
    await lock.release();
    browser.hide();
    browser.show();
    browser.tap();
    await flush();
    expect(browser.requests()).toBe(1);
    expect(lock.state()).toBe('released');
  });

  it('asks again on the next tap when the browser first refused', async () => {
    const browser = fakeBrowser({ refuse: true });
    const lock = createScreenWakeLock(browser.env);
    await expect(lock.acquire()).resolves.toBe('released');
    browser.setRefuse(false);
    browser.tap();
    await flush();
    expect(lock.state()).toBe('held');
  });

  it('says unsupported where the browser has no wake lock', async () => {
    const lock = createScreenWakeLock({ wakeLock: undefined, document });
    expect(lock.state()).toBe('unsupported');
    await expect(lock.acquire()).resolves.toBe('unsupported');
  });
});
