// Portrait uploads are resized to a small square WebP that reaches GET /api/senators and the
// learner's bundle (the freshness report is tested in freshness.test.ts).
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAdmin } from '../../test/helper.js';
import { uploadAs } from '../../test/requests.js';
import { bundleOf, learnerIn, multipart, pngImage } from './test-kit.js';
import { PORTRAIT_SIZE } from './portrait.js';

afterEach(() => vi.useRealTimers());

describe('portraits', { timeout: 60_000 }, () => {
  it('resizes an upload to a small square and serves it to the list, the bundle and the image route', async () => {
    const app = await buildTestApp();
    const { cookie } = await signInAdmin(app);
    const wyoming = await learnerIn(app, 'cowboy', 'WY', '2008');
    const californian = await learnerIn(app, 'cali', 'CA', '2008');
    const senator = await app.db
      .selectFrom('senators')
      .select(['id', 'senatorName'])
      .where('state', '=', 'WY')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const jpeg = await sharp(await pngImage(900, 600))
      .jpeg()
      .toBuffer();
    const upload = multipart('portrait.jpg', 'image/jpeg', jpeg);
    const response = await uploadAs(app, cookie, `/api/admin/senators/${senator.id}/portrait`, upload);
    expect(response.statusCode).toBe(200);
    expect(response.json().portraitMimeType).toBe('image/webp');
    const stored = Buffer.from(response.json().portraitData as string, 'base64');
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', PORTRAIT_SIZE, PORTRAIT_SIZE]);
    expect(stored.length).toBeLessThan(20_000);

    const listed = (
      (await app.inject({ method: 'GET', url: '/api/senators' })).json() as Array<{
        id: number;
        portraitData: string | null;
        portraitMimeType: string | null;
        portraitUrl: string | null;
      }>
    ).find((s) => s.id === senator.id)!;
    expect(listed).toMatchObject({ portraitData: response.json().portraitData, portraitMimeType: 'image/webp' });
    const image = await app.inject({ method: 'GET', url: listed.portraitUrl! });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.equals(stored)).toBe(true);

    // The learner of that state carries the portrait offline; another state's learner gets the link only.
    const own = (await bundleOf(app, wyoming)).body.senators.find((s) => s.id === senator.id)!;
    expect(own).toMatchObject({ portraitData: response.json().portraitData, portraitMimeType: 'image/webp' });
    const other = (await bundleOf(app, californian)).body.senators.find((s) => s.id === senator.id)!;
    expect(other).toMatchObject({ portraitData: null, portraitUrl: listed.portraitUrl });
    expect((await app.inject({ method: 'GET', url: '/api/governors/999999/portrait' })).statusCode).toBe(404);
  });
});
