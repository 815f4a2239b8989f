// The customer API from the browser: the form kit's JSON client with the sign-in forms'
// own wording for a lost connection and an unreadable answer.
import { postJson as post, type JsonResult } from '../../ui/form/json-client.ts';
import { CLIENT_MESSAGES } from './login.rules.ts';

export type ApiResult = JsonResult;

export const postJson = (url: string, payload?: unknown): Promise<ApiResult> => post(url, payload, { offline: CLIENT_MESSAGES.offline, failed: CLIENT_MESSAGES.failed });
