// The seams blocks plug into, seen from outside: a container's audience decided at the
// edge for each kind of visitor, preview showing every audience with a note, embedded
// origins allowed only on the page that embeds them, a block's page metadata, and the
// guard in front of account pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';
import { ADULT, commerceLogin, get, pageEntry, publish, unpublish } from './helpers.ts';

const AUDIENCE_PATH = '/test-audiences';
const VIDEO_PATH = '/test-video';

const text = (id: string, words: string) => ({ id: `${id}-text`, component: { name: 'Text', options: { text: `<p>${words}</p>` } } });
const container = (id: string, visibility: string) => ({
  id,
  component: { name: 'Container', options: { visibility, id: `box-${id}` } },
  children: [text(id, `Words for ${visibility}`)],
});

async function signedIn(email: string) {
  const { token } = await commerceLogin(email);
  return { cookie: `${ADULT.cookie}; customerToken=${token}` };
}

function shown(html: string) {
  return ['All', 'User', 'Member', 'User_Non_Member', 'Not_Logged_In'].filter((audience) => html.includes(`Words for ${audience}<`));
}

beforeAll(async () => {
  await publish(
    pageEntry('test-audiences', AUDIENCE_PATH, {
      title: 'Audiences',
      blocks: ['All', 'User', 'Member', 'User_Non_Member', 'Not_Logged_In'].map((audience, index) => container(`c${index}`, audience)),
    }),
  );
  await publish(
    pageEntry('test-video', VIDEO_PATH, {
      title: 'Video',
      blocks: [{ id: 'film', component: { name: 'VideoPlayer', options: { title: 'Harvest 2026', vimeoId: '76979871', muted: null } } }],
    }),
  );
});

afterAll(async () => {
  await unpublish('test-audiences');
  await unpublish('test-video');
});

describe('container visibility, decided at the edge', () => {
  it('shows an anonymous visitor only All and Not_Logged_In', async () => {
    const response = await get(AUDIENCE_PATH);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(shown(html)).toEqual(['All', 'Not_Logged_In']);
    // Nothing of a hidden container reaches the page, not even its wrapper or anchor.
    expect(html).not.toContain('box-c2');
  });

  it('shows a signed-in customer without a club All, User and User_Non_Member', async () => {
    const html = await (await get(AUDIENCE_PATH, await signedIn('customer@example.com'))).text();
    expect(shown(html)).toEqual(['All', 'User', 'User_Non_Member']);
  });

  it('shows an active member All, User and Member', async () => {
    const html = await (await get(AUDIENCE_PATH, await signedIn('member@example.com'))).text();
    expect(shown(html)).toEqual(['All', 'User', 'Member']);
  });

  it('treats a former member (club cancelled) as a customer who is not a member', async () => {
    const html = await (await get(AUDIENCE_PATH, await signedIn('former-member@example.com'))).text();
    expect(shown(html)).toEqual(['All', 'User', 'User_Non_Member']);
  });

  it('shows editors every container in preview, each restricted one with a note naming its audience', async () => {
    const token = await signPreviewToken(TEST_PREVIEW_SECRET, AUDIENCE_PATH, Math.floor(Date.now() / 1000) + 600);
    const html = await (await get(`${AUDIENCE_PATH}?preview=${encodeURIComponent(token)}`, {})).text();
    expect(shown(html)).toEqual(['All', 'User', 'Member', 'User_Non_Member', 'Not_Logged_In']);
    expect(html).toContain('Audience: Member. Only Wine Society members see this container');
    expect(html).toContain('Audience: Not_Logged_In. Only visitors who are not signed in see this container');
    expect(html).not.toContain('Audience: All.');
  });
});

describe('embedded origins', () => {
  it("allow the video player's frame on the page that shows it", async () => {
    const response = await get(VIDEO_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-src 'self' https://player.vimeo.com");
    const html = await response.text();
    // Behind its facade: the frame is allowed, and loads when the visitor presses play.
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-island="vimeo-facade"');
    expect(html).toContain('https://player.vimeo.com/video/76979871?autoplay=1&amp;muted=1&amp;dnt=1');
    expect(html).toContain('aria-label="Play video: Harvest 2026"');
  });

  it('are never allowed site-wide', async () => {
    const response = await get('/');
    expect(response.headers.get('content-security-policy')).toContain("frame-src 'self';");
    expect(response.headers.get('content-security-policy')).not.toContain('vimeo');
  });
});

describe('the account guard', () => {
  it('sends a signed-out visitor to sign in, and back to where they were going', async () => {
    const response = await get('/profile');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/profile/login?redirect=%2Fprofile');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets a signed-in customer through to their account', async () => {
    const response = await get('/profile', await signedIn('customer@example.com'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Casey');
  });

  it('signs a visitor in toward a path on this site only', async () => {
    const home = await signedIn('customer@example.com');
    const back = await get('/profile/login?redirect=%2Fcheckout', home);
    expect(back.headers.get('location')).toBe('/checkout');
    const foreign = await get('/profile/login?redirect=%2F%2Fevil.example%2F', home);
    expect(foreign.headers.get('location')).toBe('/profile');
  });
});
