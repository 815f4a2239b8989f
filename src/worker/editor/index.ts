// /api/editor, the editor API: what Builder's editor and the editor bridge ask the store.
// routes.tsx: the blocks' registrations and the server render of the editor's content, for
// the bridge; catalogue.ts: the product look-up, the product hero's data and the product
// picker plugin, for the editor itself (CORS for Builder's origins, never cached).
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { editorCatalogue } from './catalogue.ts';
import { editorBridge } from './routes.tsx';

// The bridge's routes first: they answer before the catalogue's CORS and no-store layers.
export const editorApi = new Hono<AppEnv>().route('/', editorBridge).route('/', editorCatalogue);
