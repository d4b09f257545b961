// The plans and payment methods a fresh database starts with; an admin changes them afterwards.
import type { Transaction } from 'kysely';
import type { DB } from './database.js';
import { isEmpty } from './seed-chunks.js';

export async function seedPayments(trx: Transaction<DB>): Promise<void> {
  if (await isEmpty(trx, 'pricingPlans')) {
    const features = JSON.stringify([
      'Access to all questions',
      'Multi-language support',
      'Progress tracking',
      'Unlimited practice tests',
    ]);
    await trx
      .insertInto('pricingPlans')
      .values([
        {
          planName: 'Monthly',
          description: 'Full access, billed every month',
          originalPrice: 999,
          salePrice: null,
          billingPeriod: 'monthly',
          features,
        },
        {
          planName: 'Yearly',
          description: 'Full access for a year',
          originalPrice: 5999,
          salePrice: 4999,
          billingPeriod: 'yearly',
          features,
        },
        {
          planName: 'Lifetime',
          description: 'One payment, access until your interview and beyond',
          originalPrice: 9999,
          salePrice: 7999,
          billingPeriod: 'one-time',
          features,
        },
      ])
      .execute();
  }
  // Only methods an admin can confirm by hand are enabled until a real card processor is connected.
  await trx
    .insertInto('paymentMethods')
    .values([
      {
        name: 'card',
        displayName: 'Credit or debit card',
        description: 'Visa, Mastercard, American Express',
        type: 'card',
        isEnabled: 0,
      },
      {
        name: 'paypal',
        displayName: 'PayPal',
        description: 'Pay with your PayPal account',
        type: 'digital_wallet',
        isEnabled: 0,
      },
      {
        name: 'zelle',
        displayName: 'Zelle',
        description: 'Send with Zelle; an admin confirms the payment',
        type: 'digital_wallet',
        isEnabled: 1,
      },
      {
        name: 'bank_transfer',
        displayName: 'Bank transfer',
        description: 'US accounts only, 1 to 3 business days',
        type: 'bank_transfer',
        isEnabled: 1,
      },
    ])
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
