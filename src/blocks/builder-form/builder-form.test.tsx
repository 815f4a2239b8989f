import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../render/blocks.tsx';
import { EMPTY_PAGE_DATA, PageDataContext } from '../../page-data/index.ts';

const render = (blocks: unknown[], preview = false) =>
  renderToString(
    <PageDataContext.Provider value={{ ...EMPTY_PAGE_DATA, preview, onSkip: () => {} }}>
      <Blocks blocks={blocks} />
    </PageDataContext.Provider>,
  );

const field = (id: string, name: string, options: Record<string, unknown>) => ({ '@type': '@builder.io/sdk:Element', id, component: { name, options } });
const form = (options: Record<string, unknown>) => ({
  id: 'builder-form1',
  component: { name: 'Form:Form', options: { sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'your@email.com', sendWithJs: true, method: 'POST', ...options } },
  children: [
    field('i1', 'Form:Input', { name: 'name', placeholder: 'Jane Doe', type: 'text', required: true }),
    field('i2', 'Form:Input', { name: 'email', placeholder: 'jane@doe.com', required: true, type: null }),
    field('s1', 'Form:Select', {
      name: 'age',
      options: [
        { value: '<20', name: '<20' },
        { value: '20-30', name: '20-30' },
      ],
      required: true,
      defaultValue: '',
    }),
    field('t1', 'Form:TextArea', { name: 'details', placeholder: 'Hello there', required: true }),
    field('b1', 'Form:SubmitButton', { text: 'Submit' }),
  ],
});

describe("Builder's form", () => {
  it('gives every field an accessible name', () => {
    const html = render([form({ name: 'My form' })]);
    expect(html).toMatch(/<input[^>]*aria-label="Name"/);
    expect(html).toMatch(/<input[^>]*aria-label="Email"/);
    expect(html).toMatch(/<select[^>]*aria-label="Age"/);
    expect(html).toMatch(/<textarea[^>]*aria-label="Details"/);
    expect(html).toContain('<option value="20-30">20-30</option>');
  });

  it('sends nothing to a third party: a form naming no known form type is shown disabled, without an action', () => {
    const html = render([form({ name: 'My form', sendSubmissionsTo: 'custom', action: 'https://hooks.example.com/collect' })]);
    expect(html).toContain('<fieldset class="builder-form__fields" disabled="">');
    expect(html).not.toContain('hooks.example.com');
    expect(html).not.toContain('action=');
  });

  it('tells the editor in preview where the form would have gone and how to collect it', () => {
    const html = render([form({ name: 'My form', sendSubmissionsTo: 'custom', action: 'https://hooks.example.com/collect' })], true);
    expect(html).toContain('it would go to https://hooks.example.com/collect');
    expect(html).toContain('GeneralWebsiteContactForm');
    expect(render([form({ name: 'My form' })])).not.toContain('editor-warning');
  });

  it("is the storefront's own form, sent to its route, when it names a known form type", () => {
    for (const options of [{ name: 'GeneralWebsiteContactForm' }, { sendSubmissionsTo: 'custom', action: '/api/forms/GeneralWebsiteContactForm' }]) {
      const html = render([form(options)]);
      expect(html).toContain('data-island="form-block"');
      expect(html).toContain('aria-label="General website contact form"');
      expect(html).not.toContain('disabled=""');
    }
  });
});
