// The club hero in the browser: the query string preselects it, the radio groups work by
// keyboard, the price and link follow the selection, and each choice reaches the data layer.
import { allowAnalytics, asAdult, expect, hydrated, test } from './fixtures.ts';

test('the club hero preselects from the query, follows the keyboard and reports each choice', async ({ page }) => {
  await allowAnalytics(page);
  await asAdult(page);
  await page.goto('/club?category=red-wines&qty=6');
  await hydrated(page);
  const hero = page.locator('#choose-your-club');
  const clubs = hero.getByRole('group', { name: 'Select your club' });
  const quantities = hero.getByRole('group', { name: 'Select your quantity' });
  await expect(clubs.getByRole('radio', { name: 'Red Wines', exact: true })).toBeChecked();
  await expect(quantities.getByRole('radio', { name: '6 Bottles' })).toBeChecked();
  await expect(hero.locator('.club-hero__price-range')).toHaveText('$260–$280');

  // Arrow keys move within a radio group, as in any native one.
  await clubs.getByRole('radio', { name: 'Red Wines', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(clubs.getByRole('radio', { name: 'Red & White Wines' })).toBeChecked();
  await expect(hero.locator('.club-hero__price-range')).toHaveText('$240–$260');
  await quantities.getByRole('radio', { name: '12 Bottles' }).check();
  await expect(hero.locator('.club-hero__price-range')).toHaveText('$480–$520');

  const cta = hero.getByRole('link', { name: 'Choose This Club' });
  await expect(cta).toHaveAttribute('href', '/club/12-bottle-red-and-white-wines');
  const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'clubHero').map((e) => `${String(e.category)}|${String(e.quantity)}`));
  expect(events).toEqual(['Red & White Wines|6 Bottles', 'Red & White Wines|12 Bottles']);

  await cta.click();
  await expect(page).toHaveURL(/\/club\/12-bottle-red-and-white-wines$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red & White Wines Club: 12 Bottles');
  await expect(page.locator('.club-page-hero__range')).toHaveText('$480–$520');
});
