// Session calls: log-in and the password flows. The token pair itself lives in lib/session.
// Plain fetchers: the public pages run them through `useAction`; the settings page wraps the
// password change in a mutation (api/settings).
import type {
  recoverPasswordRequestSchema,
  recoverPasswordUpdateSchema,
  updatePasswordSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import { fetchJson } from '../lib/fetch-json';
import { http } from '../lib/http';
import { logIn } from '../lib/session';

export function logInWith(username: string, password: string, remember: boolean) {
  return logIn(username, password, remember);
}

export function requestPasswordReset(body: z.infer<typeof recoverPasswordRequestSchema>) {
  return fetchJson('api/user/recover-password/', { method: 'POST', body });
}

export function resetPassword(body: z.infer<typeof recoverPasswordUpdateSchema>) {
  return fetchJson('api/user/recover-password/update', { method: 'POST', body });
}

export function changePassword(body: z.infer<typeof updatePasswordSchema>) {
  return http.put('api/user/update-password/', body);
}
