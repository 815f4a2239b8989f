// The Vimeo player loads only when the visitor presses play: until then the page shows the
// poster and a named play button and asks nothing of Vimeo; then the player frame takes
// its place, playing, with focus on it.
import { asAdult, expect, hydrated, test } from './fixtures.ts';
import { publish, RUN, targeted, unpublish } from './content.ts';

const PATH = `/e2e/video-facade-${RUN}`;
const ID = `e2e-video-facade-${RUN}`;

test.beforeAll(async ({ request, baseURL }) =>
  publish(
    request,
    baseURL ?? '',
    targeted(ID, 'page', PATH, {
      title: 'Harvest film',
      url: PATH,
      blocks: [
        {
          id: `${ID}-video`,
          component: {
            name: 'VideoPlayer',
            options: { title: 'Harvest on the ridge', vimeoId: 76979871, imageOverlay: { image: '/images/harvest.jpg', altText: 'Pickers among the rows at dawn' } },
          },
        },
      ],
    }),
  ),
);
test.afterAll(async ({ request, baseURL }) => unpublish(request, baseURL ?? '', ID));
test.beforeEach(async ({ page }) => asAdult(page));

test('a video asks nothing of Vimeo until the visitor presses play', async ({ page }) => {
  const vimeo: string[] = [];
  // No network here: the player answers from the test, and every request to Vimeo is counted.
  await page.route('https://player.vimeo.com/**', (route) => {
    vimeo.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' });
  });
  await page.goto(PATH);
  await hydrated(page);
  await expect(page.getByRole('img', { name: 'Pickers among the rows at dawn' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(vimeo).toEqual([]);

  await page.getByRole('button', { name: 'Play video: Harvest on the ridge' }).click();
  const player = page.locator('iframe[title="Harvest on the ridge"]');
  await expect(player).toBeFocused();
  await expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&dnt=1');
  await expect.poll(() => vimeo.length).toBe(1);
});
