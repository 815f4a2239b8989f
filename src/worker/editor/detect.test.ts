import { describe, expect, it } from 'vitest';
import { isEditorFrameRequest } from './detect.ts';

const frame = new Headers({ 'sec-fetch-dest': 'iframe' });

describe("Builder's editor frame", () => {
  it("is a frame navigation whose query has Builder's editing parameter", () => {
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.space=abc&builder.frameEditing=page'), frame)).toBe(true);
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.frameEditing='), frame)).toBe(true);
  });

  it('is not a top-level visit, nor a frame without the parameter, nor a preview', () => {
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.frameEditing=page'), new Headers({ 'sec-fetch-dest': 'document' }))).toBe(false);
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.frameEditing=page'), new Headers())).toBe(false);
    expect(isEditorFrameRequest(new URL('https://store.example/about'), frame)).toBe(false);
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.preview=page'), frame)).toBe(false);
    expect(isEditorFrameRequest(new URL('https://store.example/builder.frameEditing=page'), frame)).toBe(false);
  });
});
