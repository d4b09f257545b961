// What a learner reads when a request fails: always their language, never the browser's own words.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n/i18n';
import { loadNamespaces, switchLanguage } from '../i18n/load-namespaces';
import { json, stubFetch } from '../test/fetch-stub';
import { failureMessage, isConnectionFailure, request, REQUEST_TIMEOUT_MESSAGE } from './request';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the request should have failed');
    },
    (error: unknown) => error,
  );

describe('failureMessage, in Vietnamese', () => {
  beforeAll(async () => {
    await loadNamespaces('errors');
    await switchLanguage('vi');
    return () => i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says "no connection" for a fetch that cannot connect, not "Failed to fetch"', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(request('POST', '/api/register', {}));
    expect(isConnectionFailure(error)).toBe(true);
    expect(failureMessage(error)).toBe('Không có kết nối internet. Vui lòng kiểm tra kết nối rồi thử lại.');
  });

  it('says the same for any error while the device is offline', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(failureMessage(new Error('NetworkError when attempting to fetch resource.'))).toBe(
      'Không có kết nối internet. Vui lòng kiểm tra kết nối rồi thử lại.',
    );
  });

  it("translates the server's answer by its code", async () => {
    stubFetch(() =>
      json({ error: 'Unauthorized', message: 'Invalid username or password', code: 'invalid_credentials' }, 401),
    );
    const error = await failureOf(request('POST', '/api/login', {}));
    expect(isConnectionFailure(error)).toBe(false);
    expect(failureMessage(error)).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });

  it('gives a server failure without a message the translated "on our side" text, not "502: Bad Gateway"', async () => {
    stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failureOf(request('GET', '/api/user'));
    expect(failureMessage(error)).toBe('Hệ thống của chúng tôi gặp sự cố. Vui lòng thử lại.');
  });

  it('says the system is slow for a time-out', () => {
    expect(failureMessage(new Error(REQUEST_TIMEOUT_MESSAGE))).toBe(
      'Hệ thống đang phản hồi chậm, vui lòng thử lại sau.',
    );
  });

  it('gives anything else a generic text, never its own message', () => {
    expect(failureMessage(new Error('QuotaExceededError: IndexedDB is full'))).toBe('Đã xảy ra lỗi. Vui lòng thử lại.');
    expect(failureMessage('boom')).toBe('Đã xảy ra lỗi. Vui lòng thử lại.');
  });
});
