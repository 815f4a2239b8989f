// The blog as a reader uses it: the listing, its second page, a post's hero and its author.
import { asAdult, expect, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => asAdult(page));

test('a reader pages through the blog, opens a post and follows its author', async ({ page }) => {
  await page.goto('/blog');
  const stories = page.getByRole('region', { name: 'Latest stories' });
  await expect(stories.getByRole('listitem')).toHaveCount(4);
  await stories.getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);

  await page.getByRole('link', { name: 'Sheep, owls and cover crops' }).click();
  await expect(page).toHaveURL(/\/blog\/sheep-owls-and-cover-crops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sheep, owls and cover crops' })).toBeVisible();
  await expect(page.locator('time[datetime="2026-03-12"]')).toHaveText('March 12, 2026');
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Claire Hale' }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(page.getByText('Their daughter Claire')).toBeVisible();
});
