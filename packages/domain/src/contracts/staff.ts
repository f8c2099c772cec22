// A shop's employees and locations (portal §6 "Settings allow adding and editing employees and
// locations, with an archive view"). Archiving keeps the row: orders name the employee who took
// them, so an employee who leaves is archived, never deleted, and can be restored.
import { z } from 'zod';
import { lazySchema } from '../pure.js';
import { employeeSchema, locationSchema } from './account.js';
import { pageOf } from './session.js';
import { requiredText } from './text.js';

/** Names of people and places need two characters, like the address book's (configurators §5). */
export const STAFF_NAME_MIN_LENGTH = 2;

/*#__NO_SIDE_EFFECTS__*/
const optionalText = (max: number) => z.string().trim().max(max, 'max').default('');

export const employeeBodySchema = lazySchema(() =>
  z
    .object({
      name: requiredText(STAFF_NAME_MIN_LENGTH, 120),
      email: z.union([z.literal(''), z.email('email').max(254, 'max')], 'email').default(''),
    })
    .strict(),
);
export type EmployeeBody = z.input<typeof employeeBodySchema>;
export type EmployeeValues = z.output<typeof employeeBodySchema>;

export const locationBodySchema = lazySchema(() =>
  z
    .object({
      name: requiredText(STAFF_NAME_MIN_LENGTH, 120),
      address: optionalText(160),
      postalcode: optionalText(12),
      city: optionalText(80),
      country: optionalText(60),
    })
    .strict(),
);
export type LocationBody = z.input<typeof locationBodySchema>;
export type LocationValues = z.output<typeof locationBodySchema>;

/** `?archived=true` lists the archive; without it the active rows. */
export const staffListQuerySchema = lazySchema(() =>
  z.object({
    archived: z
      .enum(['true', 'false'], 'invalid_choice')
      .default('false')
      .transform((value) => value === 'true'),
    page: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(100),
  }),
);
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

export const employeePageSchema = lazySchema(() => pageOf(employeeSchema));
export type EmployeePage = z.infer<typeof employeePageSchema>;
export const locationPageSchema = lazySchema(() => pageOf(locationSchema));
export type LocationPage = z.infer<typeof locationPageSchema>;
