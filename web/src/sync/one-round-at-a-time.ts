// Sync rounds never overlap: a round asked for while one runs waits for it, then runs once for
// every request made meanwhile.

/** Wraps `round` so that calls made while it runs share one follow-up round. */
export function oneRoundAtATime(
  round: (withContent: boolean) => Promise<void>,
): (withContent?: boolean) => Promise<void> {
  let running: Promise<void> | null = null;
  let followUp: Promise<void> | null = null;
  let againWithContent = false;

  function syncNow(withContent = false): Promise<void> {
    if (running) {
      // A request made during a round runs after it, keeping its wish for fresh content, and the
      // caller waits for that next round: a change written during this round (an answer, a setting)
      // is sent by it, so "sent" means sent (a sign-out waits for it, issue 30).
      againWithContent ||= withContent;
      followUp ??= running
        .catch(() => undefined)
        .then(() => {
          const content = againWithContent;
          againWithContent = false;
          followUp = null;
          return syncNow(content);
        });
      return followUp;
    }
    running = round(withContent).finally(() => {
      running = null;
    });
    return running;
  }

  return syncNow;
}
