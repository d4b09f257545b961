import { describe, expectTypeOf, it } from 'vitest';
import type { Static } from 'typebox';
import type { OfficeChange } from '../office-change.js';
import type { OfficeChangeDto } from './content-bundle.js';

describe('the content bundle schema', () => {
  it("describes a term's end as the office-change rule reads it (checked by tsc)", () => {
    expectTypeOf<Static<typeof OfficeChangeDto>>().toEqualTypeOf<OfficeChange>();
  });
});
