import { describe, expect, it } from 'vitest';
import { editingModel, isEditorFrameRequest } from './index.ts';

const frame = new Headers({ 'sec-fetch-dest': 'iframe' });

describe("Builder's editor frame", () => {
  it("is a frame navigation whose query has Builder's editing parameter", () => {
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.space=abc&builder.frameEditing=page'), frame)).toBe(true);
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.frameEditing='), frame)).toBe(true);
  });

  // The SDK decides from the query; a browser without Fetch Metadata must still get the editor's page.
  it('is decided from the query when the browser sends no Fetch Metadata', () => {
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.space=abc&builder.frameEditing=page'), new Headers())).toBe(true);
  });

  it('is not a top-level visit, nor a frame without the parameter, nor a preview', () => {
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.frameEditing=page'), new Headers({ 'sec-fetch-dest': 'document' }))).toBe(false);
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.frameEditing=page'), new Headers({ 'sec-fetch-dest': 'empty' }))).toBe(false);
    expect(isEditorFrameRequest(new URL('https://store.example/about'), frame)).toBe(false);
    expect(isEditorFrameRequest(new URL('https://store.example/about?builder.preview=page'), frame)).toBe(false);
    expect(isEditorFrameRequest(new URL('https://store.example/builder.frameEditing=page'), frame)).toBe(false);
  });

  it("names the model the editor edits, or 'page' when the parameter names none", () => {
    expect(editingModel(new URL('https://store.example/blog/new?builder.frameEditing=blog'))).toBe('blog');
    expect(editingModel(new URL('https://store.example/new?builder.frameEditing='))).toBe('page');
    expect(editingModel(new URL('https://store.example/new?builder.frameEditing=%3Cscript%3E'))).toBe('page');
  });
});
