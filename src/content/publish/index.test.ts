// What a Builder publish purges, read from the body the webhook receives.
import { describe, expect, it } from 'vitest';
import { CONTENT_MODELS } from '../client/models.ts';
import { MAX_WEBHOOK_BODY_BYTES, tagsOfWebhook } from './index.ts';

const body = (value: unknown) => JSON.stringify(value);

describe("the tags of Builder's publish webhook", () => {
  it('purge the model, the entry, and every path it was and is targeted at', () => {
    const publish = tagsOfWebhook(
      body({
        modelName: 'page',
        operation: 'publish',
        newValue: { id: 'p1', query: [{ property: 'urlPath', operator: 'is', value: ['/new', '/also'] }], data: { url: '/new' } },
        previousValue: {
          id: 'p1',
          query: [
            { property: 'urlPath', value: '/old' },
            { property: 'device', value: 'mobile' },
          ],
        },
      }),
    );
    expect(publish).toEqual({ ok: true, model: 'page', operation: 'publish', entry: 'p1', tags: ['m:page', 'u:/new', 'u:/also', 'u:/old', 'e:p1'], reasons: [] });
  });

  it('refuse a model this store does not read, and only that', () => {
    expect(tagsOfWebhook(body({ modelName: 'no-such-model', operation: 'publish', newValue: { id: 'x' } }))).toEqual({ ok: false, unknownModel: 'no-such-model' });
  });

  it('purge every page built from content when the entry has no id and no URL', () => {
    const publish = tagsOfWebhook(body({ modelName: 'clubs', operation: 'delete', newValue: null, previousValue: { data: {} } }));
    expect(publish).toMatchObject({ ok: true, entry: null, tags: ['m:clubs', 'm:symbol'], reasons: ['the entry has no id and no URL: every page built from content is purged'] });
  });

  it("purge every model's tag when the body cannot be read, saying why", () => {
    const everyModel = CONTENT_MODELS.map((model) => `m:${model}`);
    expect(tagsOfWebhook('{"modelName": "page"')).toMatchObject({ ok: true, model: null, tags: everyModel, reasons: ['the body is not JSON: the model is not known'] });
    expect(tagsOfWebhook(null)).toMatchObject({ ok: true, tags: everyModel, reasons: [`the body is over ${MAX_WEBHOOK_BODY_BYTES} bytes and was not read: the model is not known`] });
  });

  it('purge an unknown operation as a change', () => {
    const publish = tagsOfWebhook(body({ modelName: 'symbol', operation: 'explode', newValue: { id: 's1' }, previousValue: null }));
    expect(publish).toMatchObject({ ok: true, operation: null, tags: ['m:symbol', 'e:s1'], reasons: ['unknown operation "explode": purged as a change'] });
  });
});
