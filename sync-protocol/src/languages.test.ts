// The device (navigator.languages) and the server (Accept-Language) pick the same interface language.
import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, pickInterfaceLanguage } from './languages.js';

describe('interface language from a browser', () => {
  it('orders Accept-Language by weight, then by position, leaving out * and q=0', () => {
    expect(acceptLanguageTags('fr;q=0.2, vi-VN;q=0.9, ko, *;q=0.1, de;q=0')).toEqual(['ko', 'vi-VN', 'fr']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('takes the first language we have, Chinese by script', () => {
    expect(pickInterfaceLanguage(['de-DE', 'vi-VN', 'en'])).toBe('vi');
    expect(pickInterfaceLanguage(['zh-HK'])).toBe('zh-TW');
    expect(pickInterfaceLanguage(['zh-Hans-CN'])).toBe('zh');
    expect(pickInterfaceLanguage(['de', 'ja'])).toBeNull();
    expect(pickInterfaceLanguage(acceptLanguageTags('zh-TW,zh;q=0.9'))).toBe('zh-TW');
  });
});
