import { afterEach, describe, expect, it } from 'vitest';
import { applyTextSize, readTextSize, saveTextSize } from './text-size';

const rootSize = () => document.documentElement.style.fontSize;

describe('text size', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.style.fontSize = '';
    document.documentElement.removeAttribute('data-large-text');
  });

  it('is Normal, the style sheet’s own size, when nothing or something unknown is stored', () => {
    expect(readTextSize()).toBe('normal');
    localStorage.setItem('textSize', 'huge');
    expect(readTextSize()).toBe('normal');
    applyTextSize();
    expect(rootSize()).toBe('');
  });

  it('saves a choice and applies it at once as the root font size; Largest is twice the normal 106.25 %', () => {
    const largeText = () => document.documentElement.hasAttribute('data-large-text');
    saveTextSize('largest');
    expect(localStorage.getItem('textSize')).toBe('largest');
    expect(rootSize()).toBe('212.5%');
    expect(largeText()).toBe(true);
    saveTextSize('larger');
    expect(rootSize()).toBe('150%');
    expect(largeText()).toBe(true);
    saveTextSize('large');
    expect(largeText()).toBe(false);
    saveTextSize('normal');
    expect(rootSize()).toBe('');
    expect(largeText()).toBe(false);
  });

  it('applies the stored size when the app starts', () => {
    localStorage.setItem('textSize', 'large');
    applyTextSize();
    expect(rootSize()).toBe('125%');
  });
});
