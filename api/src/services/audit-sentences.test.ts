// The sentences an operator reads in the audit log, for the entries the log's API test does not make:
// every one names who and what in plain words, with days as days and no action code left raw.
import { describe, expect, it } from 'vitest';
import type { AuditRecord } from './audit.js';
import { auditSentence, type AuditNames } from './audit-sentences.js';

const noNames: AuditNames = { users: new Map(), claimUsers: new Map(), predecessors: new Map() };

const entry = (fields: Partial<AuditRecord> & Pick<AuditRecord, 'action' | 'entity'>): AuditRecord => ({
  id: 1,
  actorId: 1,
  actorName: 'lan',
  entityId: '7',
  before: null,
  after: null,
  createdAt: '2026-11-29T05:00:00.000Z',
  ...fields,
});

describe('audit sentences', () => {
  it.each([
    [
      'a paid upgrade, with its end as a day',
      entry({
        actorName: null,
        action: 'upgrade',
        entity: 'user',
        after: { username: 'minh_ng', approvalLevel: 2, endDate: '2026-12-29T05:19:52.241Z' },
      }),
      'The system raised minh_ng to level 2 until 2026-12-29 after a payment',
    ],
    [
      'a lifetime upgrade',
      entry({ action: 'upgrade', entity: 'user', after: { username: 'minh_ng', approvalLevel: 2, endDate: null } }),
      'Admin lan raised minh_ng to level 2 with no end date after a payment',
    ],
    [
      "an admin's refund of a learner's payment",
      entry({
        action: 'refund',
        entity: 'user',
        before: { approvalLevel: 2, endDate: '2026-12-29T00:00:00.000Z' },
        after: { username: 'minh_ng', approvalLevel: 1, endDate: null, paymentId: 3, reason: 'PayPal refund 9XY' },
      }),
      'Admin lan refunded the payment of minh_ng (PayPal refund 9XY); back to level 1',
    ],
    [
      "the system's refund of an order paid with a method that is switched off",
      entry({
        actorName: null,
        action: 'refund',
        entity: 'payment_order',
        entityId: '12',
        after: { status: 'refunded', paidWith: 'card', reason: 'paid with card, which is switched off' },
      }),
      'The system refunded payment order 12 (paid with card, which is switched off)',
    ],
    [
      'a lifted sign-in lock',
      entry({
        action: 'lockout:clear',
        entity: 'sign-in-lock',
        entityId: 'minh_ng',
        before: [
          { source: 'device', failures: 5 },
          { source: 'ip', failures: 9 },
        ],
      }),
      'Admin lan lifted the sign-in locks of minh_ng (2 sources)',
    ],
    [
      'a changed plan, by its plan name',
      entry({ action: 'update', entity: 'pricing_plan', after: { planName: 'Lifetime', originalPrice: 4999 } }),
      'Admin lan changed the plan "Lifetime"',
    ],
    [
      'a changed payment method, by its name',
      entry({ action: 'update', entity: 'payment_method', after: { displayName: 'Bank transfer', isEnabled: true } }),
      'Admin lan changed the payment method "Bank transfer"',
    ],
    [
      'a registration that replaced an unverified one',
      entry({
        actorName: null,
        action: 'registration:replace',
        entity: 'user',
        before: { username: 'old_name', email: 'a@example.com' },
        after: { username: 'new_name', email: 'a@example.com' },
      }),
      'The system replaced the unverified sign-up old_name with a new sign-up, new_name',
    ],
    [
      'a new officeholder',
      entry({
        action: 'create',
        entity: 'officeholder',
        after: { office: 'speaker', name: 'Mike Johnson', validFrom: '2027-01-03' },
      }),
      'Admin lan added Mike Johnson as Speaker of the House from 2027-01-03',
    ],
    [
      "the end of an officeholder's service when a successor is appointed",
      entry({
        action: 'replace',
        entity: 'officeholder',
        after: { office: 'speaker', name: 'Kevin McCarthy', validUntil: '2023-10-03' },
      }),
      "Admin lan ended Kevin McCarthy's service as Speaker of the House on 2023-10-03 (a successor takes over)",
    ],
  ])('%s', (_case, record, sentence) => {
    expect(auditSentence(record, noNames)).toBe(sentence);
  });
});
