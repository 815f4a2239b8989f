// The pop-up in a signed preview, in Chromium: "Always open while editing" (content spec
// section 4). It opens at once whatever its load condition, the test cookie (set for
// every test here) and a dismissal stored in the browser, and an editor closing it writes
// nothing to their browser, so a reload shows it again. The worker tests cover what the server sends (editor-preview.test.ts).
import { readFileSync } from 'node:fs';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { publish, RUN, targeted, textPage, unpublish } from './content.ts';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

const HEADING = 'Preview pop-up';

/** The local PREVIEW_SECRET the dev server runs with (.dev.vars, copied from .dev.vars.example). */
function previewSecret(): string {
  const secret = /^PREVIEW_SECRET=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim();
  if (!secret) throw new Error('PREVIEW_SECRET is not in .dev.vars');
  return secret;
}

test('a signed preview holds the pop-up open despite a stored dismissal, and closing it is forgotten on reload', async ({ page, baseURL }) => {
  await asAdult(page);
  const path = `/preview-e2e/${RUN}/popup`;
  const ids = [`e2e-${RUN}-preview-page`, `e2e-${RUN}-preview-popup`];
  // A shopper would wait ten minutes for this one, and the test cookie keeps it from them anyway.
  await publish(
    page.request,
    baseURL!,
    textPage(ids[0]!, path, 3),
    targeted(ids[1]!, 'popup', path, { formType: 'Email Only', loadConditions: 'Delay', delayTime: 600_000, formStepContent: `<h2>${HEADING}</h2>` }),
  );
  try {
    // This browser already closed and completed it, as a shopper would have.
    await page.goto(path);
    const dismissed = JSON.stringify({ [ids[1]!]: { hidePopup: true, completed: true, step: 1 } });
    await page.evaluate((value) => sessionStorage.setItem('marketing-popup', value), dismissed);

    const token = await signPreviewToken(previewSecret(), path, Math.floor(Date.now() / 1000) + 600);
    await page.goto(`${path}?preview=${encodeURIComponent(token)}`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: HEADING });
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => ({ session: sessionStorage.getItem('marketing-popup'), cookies: document.cookie }));
    expect(stored.session).toBe(dismissed);
    expect(stored.cookies).not.toMatch(/popup_form_data|popup_signed_up/);

    await page.reload();
    await hydrated(page);
    await expect(dialog).toBeVisible();
  } finally {
    await unpublish(page.request, baseURL!, ...ids);
  }
});
