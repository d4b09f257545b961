import { describe, expect, it } from 'vitest';
import { pickBrowserLanguage } from './browser-language';

describe("the browser's language preselects one of ours", () => {
  it('takes the first language of the list that we have', () => {
    expect(pickBrowserLanguage(['vi-VN', 'en-US'])).toBe('vi');
    expect(pickBrowserLanguage(['de-DE', 'ko-KR', 'en'])).toBe('ko');
    expect(pickBrowserLanguage(['es-MX'])).toBe('es');
    expect(pickBrowserLanguage(['fr-CA', 'vi'])).toBe('fr');
    expect(pickBrowserLanguage(['en-US', 'vi'])).toBe('en');
  });

  it('tells Simplified from Traditional Chinese by script or region', () => {
    expect(pickBrowserLanguage(['zh-CN'])).toBe('zh');
    expect(pickBrowserLanguage(['zh'])).toBe('zh');
    expect(pickBrowserLanguage(['zh-Hans-US'])).toBe('zh');
    expect(pickBrowserLanguage(['zh-TW'])).toBe('zh-TW');
    expect(pickBrowserLanguage(['zh-Hant'])).toBe('zh-TW');
    expect(pickBrowserLanguage(['zh-HK'])).toBe('zh-TW');
  });

  it('answers none when the browser speaks none of ours', () => {
    expect(pickBrowserLanguage(['de-DE', 'ja'])).toBeNull();
    expect(pickBrowserLanguage([])).toBeNull();
  });
});
