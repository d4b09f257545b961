// The periodic read-back (issue 21): every few minutes, orders PayPal holds (PENDING) and captures
// whose answer never came are read back from PayPal and settled, so no payment PayPal took waits
// for the learner to come back.
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../lib/mailer.js';
import { listOrdersToReconcile } from './orders-repository.js';
import { reconcileOrder } from './paypal-capture.js';
import type { PaypalClient } from './paypal-client.js';

export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;
/** A capture sent this long ago without an answer is read back (the learner's own retry comes sooner). */
export const UNANSWERED_AFTER_MS = 2 * 60 * 1000;

/** One pass; answers how many orders were read back. One order's trouble does not stop the others. */
export async function reconcileOpenOrders(
  deps: { db: Db; paypal: PaypalClient; mailer: Mailer },
  now = new Date(),
  log: (error: unknown) => void = () => {},
): Promise<number> {
  const orders = await listOrdersToReconcile(deps.db, new Date(now.getTime() - UNANSWERED_AFTER_MS).toISOString());
  let read = 0;
  for (const order of orders) {
    try {
      await reconcileOrder(deps, order);
      read += 1;
    } catch (error) {
      log(error);
    }
  }
  return read;
}

export function startReconcileJob(
  deps: { db: Db; paypal: PaypalClient; mailer: Mailer },
  log: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => void reconcileOpenOrders(deps, new Date(), log).catch(log), RECONCILE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
