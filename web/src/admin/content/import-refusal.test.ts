import { describe, expect, it } from 'vitest';
import { importRefusalText } from './import-refusal';

describe('importRefusalText', () => {
  it('names a missing field of a question by its place in the file', () => {
    expect(importRefusalText("Invalid questions.0: must have required property 'categoryId'")).toBe(
      'Question 1 of the file: categoryId is missing',
    );
    expect(importRefusalText("Invalid questions.4: must have required property 'officialNumber'")).toBe(
      'Question 5 of the file: officialNumber is missing',
    );
  });

  it('names an option by its number, counted from 1', () => {
    expect(importRefusalText('Invalid questions.1.options.2: must be string')).toBe(
      'Question 2 of the file: option 3 must be string',
    );
    expect(importRefusalText('Invalid questions.0.vietnamese.options.0: must be string')).toBe(
      'Question 1 of the file: vietnamese option 1 must be string',
    );
  });

  it('says plainly that a question has a field the import does not know', () => {
    expect(importRefusalText('Invalid questions.2: must NOT have additional properties')).toBe(
      'Question 3 of the file has a field the import does not know',
    );
  });

  it('leaves the server’s own plain refusals as they are', () => {
    const plain = 'Question 2 of the file: Option 2 is empty';
    expect(importRefusalText(plain)).toBe(plain);
  });
});
