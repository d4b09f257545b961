// Create or edit a plan: prices typed in dollars (stored as cents), an optional sale price, the
// billing period, one feature per line, active or not.
import type { AdminPlanBody, BillingPeriod, PricingPlanDto } from '@civics/sync-protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { centsToDollars, dollarsToCents } from './dollars';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

interface Values {
  planName: string;
  description: string;
  originalPrice: string;
  salePrice: string;
  billingPeriod: BillingPeriod;
  features: string;
  isActive: boolean;
}

const BILLING_PERIOD_OPTIONS = [
  { value: 'monthly', label: 'Monthly (level 2 for one month)' },
  { value: 'yearly', label: 'Yearly (level 2 for one year)' },
  { value: 'one-time', label: 'One-time (level 2 with no end date)' },
];

const toValues = (plan: PricingPlanDto | null): Values => ({
  planName: plan?.planName ?? '',
  description: plan?.description ?? '',
  originalPrice: centsToDollars(plan?.originalPrice ?? null),
  salePrice: centsToDollars(plan?.salePrice ?? null),
  billingPeriod: (plan?.billingPeriod as BillingPeriod | undefined) ?? 'monthly',
  features: (plan?.features ?? []).join('\n'),
  isActive: plan?.isActive ?? true,
});

interface PlanFormProps {
  plan: PricingPlanDto | null;
  busy: boolean;
  onSave: (values: AdminPlanBody) => void;
  onCancel: () => void;
}

export function PlanForm({ plan, busy, onSave, onCancel }: PlanFormProps) {
  const { register, handleSubmit, formState, setError } = useForm<Values>({ defaultValues: toValues(plan) });
  const { errors } = formState;
  const featuresId = useId();

  const submit = (values: Values) => {
    const originalPrice = dollarsToCents(values.originalPrice);
    const salePrice = dollarsToCents(values.salePrice);
    if (originalPrice === null || Number.isNaN(originalPrice) || originalPrice <= 0)
      return setError('originalPrice', { message: 'Enter a price in dollars, for example 9.99' });
    if (Number.isNaN(salePrice))
      return setError('salePrice', { message: 'Enter a price in dollars, or leave it empty' });
    if (salePrice !== null && salePrice >= originalPrice)
      return setError('salePrice', { message: 'The sale price must be lower than the original price' });
    if (!values.planName.trim()) return setError('planName', { message: 'Please enter a plan name' });
    onSave({
      planName: values.planName.trim(),
      description: values.description.trim() || null,
      originalPrice,
      salePrice,
      billingPeriod: values.billingPeriod,
      features: values.features
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean),
      isActive: values.isActive,
    });
  };

  return (
    <form className="form stack" onSubmit={handleSubmit(submit)} noValidate>
      <TextField label="Plan name" error={errors.planName?.message} {...register('planName')} />
      <TextField label="Description" {...register('description')} />
      <TextField
        label="Price (US dollars)"
        inputMode="decimal"
        error={errors.originalPrice?.message}
        {...register('originalPrice')}
      />
      <TextField
        label="Sale price (US dollars, optional)"
        inputMode="decimal"
        error={errors.salePrice?.message}
        {...register('salePrice')}
      />
      <SelectField label="Billing period" options={BILLING_PERIOD_OPTIONS} {...register('billingPeriod')} />
      <div className="field">
        <label htmlFor={featuresId} className="field-label">
          Features, one per line
        </label>
        <textarea id={featuresId} className="field-input" rows={4} {...register('features')} />
      </div>
      <CheckboxField label="Active: learners can buy it" {...register('isActive')} />
      <SaveCancelButtons saveLabel={plan ? 'Save plan' : 'Create plan'} busy={busy} onCancel={onCancel} />
    </form>
  );
}
