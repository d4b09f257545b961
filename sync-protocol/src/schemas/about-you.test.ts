// Issue 32: the "about you" ops, checked as the server checks every op (compiled with the database
// bounds): a field from the known list, a value of at most 200 characters, no extra field.
import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { boundSchema } from '../schema-bounds.js';
import {
  ABOUT_YOU_FIELD_NAMES,
  ABOUT_YOU_VALUE_MAX,
  AboutYouForgetPayload,
  AboutYouSetPayload,
  AboutYouSyncPayload,
} from './about-you.js';
import { PullAnswer, SYNC_OP_PAYLOADS, SYNC_OP_TYPES } from './sync.js';

const set = Compile(boundSchema(AboutYouSetPayload));
const sync = Compile(boundSchema(AboutYouSyncPayload));
const forget = Compile(boundSchema(AboutYouForgetPayload));
const when = '2026-11-20T10:00:00.000Z';
const valid = { field: 'fullName', value: 'Lan Thi Nguyen', updatedAt: when };

describe('about-you ops', () => {
  it('are sync op types of their own, each fitting the op envelope', () => {
    for (const type of ['about-you.sync', 'about-you.set', 'about-you.forget'] as const) {
      expect(SYNC_OP_TYPES).toContain(type);
      expect(type.length).toBeLessThanOrEqual(40);
    }
    expect(SYNC_OP_PAYLOADS['about-you.set']).toBe(AboutYouSetPayload);
  });

  it('accepts an answer to every known field, an emptied field and the longest value', () => {
    for (const field of ABOUT_YOU_FIELD_NAMES) expect(set.Check({ ...valid, field })).toBe(true);
    expect(set.Check({ ...valid, value: '' })).toBe(true);
    expect(set.Check({ ...valid, value: 'é'.repeat(ABOUT_YOU_VALUE_MAX) })).toBe(true);
  });

  it.each([
    ['an unknown field', { ...valid, field: 'passportNumber' }],
    ['a field in other case', { ...valid, field: 'FullName' }],
    ['a value too long', { ...valid, value: 'x'.repeat(ABOUT_YOU_VALUE_MAX + 1) }],
    ['a value with a NUL', { ...valid, value: 'La\u0000n' }],
    ['a number as value', { ...valid, value: 12 }],
    ['null as value', { ...valid, value: null }],
    ['no time', { field: 'fullName', value: 'Lan' }],
    ['a time that is not ISO', { ...valid, updatedAt: 'yesterday' }],
    ['an extra field', { ...valid, userId: 2 }],
    ['not an object', 'Lan'],
  ])('refuses a set with %s', (_name, payload) => expect(set.Check(payload)).toBe(false));

  it('takes the switch as on or off with its time, and nothing else', () => {
    expect(sync.Check({ enabled: true, changedAt: when })).toBe(true);
    expect(sync.Check({ enabled: false, changedAt: when })).toBe(true);
    expect(sync.Check({ enabled: 'yes', changedAt: when })).toBe(false);
    expect(sync.Check({ enabled: true })).toBe(false);
    expect(sync.Check({ enabled: true, changedAt: when, answers: [] })).toBe(false);
  });

  it('takes a forget with its time, and nothing else', () => {
    expect(forget.Check({ forgottenAt: when })).toBe(true);
    expect(forget.Check({ forgottenAt: 'now' })).toBe(false);
    expect(forget.Check({})).toBe(false);
    expect(forget.Check({ forgottenAt: when, field: 'fullName' })).toBe(false);
  });

  it('travels in the pull, where it may be left out', () => {
    const pull = Compile(PullAnswer);
    const base = {
      cursor: 0,
      full: true,
      settings: {},
      language: 'en',
      answers: [],
      studySessions: [],
      testAttempts: [],
      progressResetAt: null,
    };
    const about = (aboutYou: unknown) =>
      [...pull.Errors({ ...base, aboutYou })].filter((e) => e.instancePath.startsWith('/aboutYou'));
    const errorsWithout = [...pull.Errors(base)].filter((e) => e.instancePath.startsWith('/aboutYou'));
    expect(errorsWithout).toEqual([]);
    expect(about({ enabled: true, changedAt: when, forgottenAt: null, answers: [valid] })).toEqual([]);
    expect(about({ enabled: true, changedAt: when, forgottenAt: null })).not.toEqual([]);
  });
});
