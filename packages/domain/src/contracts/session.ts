// Session and shell contracts (portal §7 "Session and user"). Message keys in `.message` of a zod
// issue are i18n keys of the `validation` namespace, so form and API show the same text.
import { z } from 'zod';
import { lazySchema } from '../pure.js';
import { integer } from './text.js';

export const PASSWORD_MIN_LENGTH = 10;
export const USERNAME_MAX_LENGTH = 150;

export const tokenRequestSchema = lazySchema(() =>
  z
    .object({
      username: z.string().trim().min(1, 'required').max(USERNAME_MAX_LENGTH),
      password: z.string().min(1, 'required').max(1024),
    })
    .strict(),
);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export const tokenPairSchema = lazySchema(() =>
  z.object({ access: z.string(), refresh: z.string() }),
);
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = lazySchema(() =>
  z.object({ refresh: z.string().min(1, 'required') }).strict(),
);
/** Refresh rotates: the answer carries a new refresh token beside the access token. */
export const refreshResponseSchema = lazySchema(() =>
  z.object({ access: z.string(), refresh: z.string() }),
);
export const verifyRequestSchema = lazySchema(() =>
  z.object({ token: z.string().min(1, 'required') }).strict(),
);

const newPassword = lazySchema(() =>
  z.string().min(PASSWORD_MIN_LENGTH, 'password_too_short').max(1024),
);

export const updatePasswordSchema = lazySchema(() =>
  z
    .object({
      current_password: z.string().min(1, 'required'),
      new_password: newPassword,
      confirm_password: z.string().min(1, 'required'),
    })
    .strict()
    .refine((value) => value.new_password === value.confirm_password, {
      path: ['confirm_password'],
      message: 'passwords_do_not_match',
    }),
);
export type UpdatePassword = z.infer<typeof updatePasswordSchema>;

/**
 * Forgot password (portal §7): the account is named by its log-in e-mail address or by its user
 * name (`login`), since the app shows the shop's address rather than the log-in one. `email` is
 * the earlier form of the same request and names an e-mail address only.
 */
export const RECOVERY_LOGIN_MAX_LENGTH = 254;
export const recoverPasswordRequestSchema = lazySchema(() =>
  z
    .object({
      login: z.string().trim().min(1, 'required').max(RECOVERY_LOGIN_MAX_LENGTH, 'max').optional(),
      email: z.email('email').max(RECOVERY_LOGIN_MAX_LENGTH).optional(),
    })
    .strict()
    .refine((value) => value.login !== undefined || value.email !== undefined, {
      path: ['login'],
      message: 'required',
    }),
);
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordRequestSchema>;

export const recoverPasswordUpdateSchema = lazySchema(() =>
  z
    .object({
      token: z.string().min(1, 'required'),
      new_password: newPassword,
      confirm_password: z.string().min(1, 'required'),
    })
    .strict()
    .refine((value) => value.new_password === value.confirm_password, {
      path: ['confirm_password'],
      message: 'passwords_do_not_match',
    }),
);

export const latestTagSchema = lazySchema(() => z.object({ version: z.string() }));

export const releaseNoteSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    message: z.string(),
    commit: z.object({ committed_date: z.string() }),
  }),
);
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

/** A DRF-style page: `{count, next, previous, results}`. */
/*#__NO_SIDE_EFFECTS__*/
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: integer,
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * Error answers: `{detail, code}`, or field errors `{field: [messages]}` with HTTP 400. A failure
 * of the server's own (5xx) adds `reference`: the request's trace id, which support looks up.
 */
export const errorSchema = lazySchema(() =>
  z.object({
    detail: z.string(),
    code: z.string(),
    reference: z
      .string()
      .optional()
      .meta({ description: 'On a 5xx answer: the trace id of the request, for support.' }),
  }),
);
export type ApiError = z.infer<typeof errorSchema>;
export const fieldErrorsSchema = lazySchema(() => z.record(z.string(), z.array(z.string())));
