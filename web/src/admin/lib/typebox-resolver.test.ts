import { describe, expect, it } from 'vitest';
import { SystemSettingsUpdate } from '@civics/sync-protocol';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { typeboxResolver } from './typebox-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const valid = {
  studyModeConfig: { timePerQuestion: 90, readCount: 3 },
  testModeConfig: { timePerQuestion: 120, readCount: 3, questionOrder: 'random', shuffleOptions: true },
};

describe('typeboxResolver', () => {
  const resolve = typeboxResolver(SystemSettingsUpdate);

  it('passes valid values through unchanged', async () => {
    const result = await resolve(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(valid);
  });

  it('puts each broken rule at its field path with a readable message', async () => {
    const result = await resolve(
      {
        studyModeConfig: { timePerQuestion: 5, readCount: 3 },
        testModeConfig: { timePerQuestion: 120, readCount: 99, questionOrder: 'sideways', shuffleOptions: true },
      },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    const errors = result.errors as Record<string, Record<string, { message: string }>>;
    expect(errors.studyModeConfig?.timePerQuestion?.message).toBe('Must be at least 10');
    expect(errors.testModeConfig?.readCount?.message).toBe('Must be at most 10');
    expect(errors.testModeConfig?.questionOrder?.message).toBe('Choose one of: random, ordered');
    expect(errors.testModeConfig?.timePerQuestion).toBeUndefined();
  });

  it('reports a missing field and a value of the wrong type', async () => {
    const result = await resolve({ studyModeConfig: { timePerQuestion: Number.NaN } }, undefined, options);
    const errors = result.errors as Record<string, Record<string, { message: string }>>;
    expect(errors.studyModeConfig?.readCount?.message).toBe('This field is required');
    expect(errors.studyModeConfig?.timePerQuestion?.message).toMatch(/^Must be/);
  });
});
