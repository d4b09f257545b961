// The CSP is built from the configuration (issue 21): 'self' everywhere; PayPal's SDK, frame and API
// origins on /checkout only, and only when PayPal is configured; PAYPAL_SDK_BASE adds its origin.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.js';
import { loadConfig } from '../config.js';
import { checkoutDirectives, defaultSdkBase, isCheckoutPath } from './content-security.js';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const paypal = { clientId: 'id', clientSecret: 'secret', apiBase: 'https://api-m.sandbox.paypal.com', timeoutMs: 1000 };

describe('Content-Security-Policy', () => {
  it("allows only 'self' outside /checkout, and on /checkout when PayPal is not configured", async () => {
    const app = await buildTestApp();
    for (const url of ['/', '/checkout', '/settings', '/api/public/pricing']) {
      const policy = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(directive(policy, 'script-src'), url).toBe("script-src 'self'");
      expect(directive(policy, 'frame-src'), url).toBe("frame-src 'self'");
      expect(directive(policy, 'connect-src'), url).toBe("connect-src 'self'");
      expect(policy).not.toContain('paypal');
    }
  });

  it("adds PayPal's documented origins to /checkout only, with a configured SDK base's origin", async () => {
    const app = await buildTestApp({ paypal: { ...paypal, sdkBase: 'http://127.0.0.1:4999/sdk/js' } });
    const checkout = String((await app.inject({ method: 'GET', url: '/checkout' })).headers['content-security-policy']);
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directive(checkout, name)).toContain('https://*.paypal.com');
      expect(directive(checkout, name)).toContain('https://*.paypalobjects.com');
      expect(directive(checkout, name)).toContain('http://127.0.0.1:4999');
    }
    expect(directive(checkout, 'object-src')).toBe("object-src 'none'");
    expect(directive(checkout, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    for (const url of ['/', '/settings', '/checkoutx', '/api/paypal/setup']) {
      const policy = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy, url).not.toContain('paypal');
      expect(policy, url).not.toContain('127.0.0.1:4999');
    }
    expect(
      String((await app.inject({ method: 'GET', url: '/checkout?plan=2' })).headers['content-security-policy']),
    ).toContain('127.0.0.1:4999');
  });

  it("PayPal's own SDK (sandbox outside production, live in production) is covered by the documented wildcard, added once", () => {
    expect(defaultSdkBase(loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' }).paypal!.apiBase)).toBe(
      'https://www.sandbox.paypal.com/sdk/js',
    );
    expect(
      defaultSdkBase(
        loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', NODE_ENV: 'production', SESSION_SECRET: 's' })
          .paypal!.apiBase,
      ),
    ).toBe('https://www.paypal.com/sdk/js');
    expect(checkoutDirectives('https://www.paypal.com/sdk/js')['script-src']).toEqual([
      "'self'",
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      "'unsafe-inline'",
    ]);
    expect(
      loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_SDK_BASE: 'http://127.0.0.1:1/sdk/js/' })
        .paypal!.sdkBase,
    ).toBe('http://127.0.0.1:1/sdk/js');
    expect([
      isCheckoutPath('/checkout'),
      isCheckoutPath('/checkout/'),
      isCheckoutPath('/checkout?x=1'),
      isCheckoutPath('/checkouts'),
      isCheckoutPath('/api/checkout'),
    ]).toEqual([true, true, true, false, false]);
  });
});
