// The account and settings contract of `api/user/settings/` (portal §3, §7). One schema per part,
// shared by the API route (validation, stored jsonb) and the web forms.
import { z } from 'zod';
import {
  AVAILABLE_REPORTS,
  CHILD_SAFETY,
  CURRENCIES,
  CURTAIN_TYPES,
  CUSTOMER_GROUPS,
  DELIVERY_DAYS,
  LOCALES,
  LUXURY_TYPES,
  MARGIN_TYPES,
  PLEAT_TYPES,
  PRICE_TYPE_DEFAULTS,
  PRICE_TYPES,
  TIER_SIZES,
  UNIT_SYSTEMS,
} from '../enums.js';
import { lazySchema } from '../pure.js';
import { SERVICE_ITEMS, serviceItems } from './service-items.js';
import { int4, integer } from './text.js';

// A yes/no setting with its default. One schema serves every flag with that default: a schema is
// read, never changed, and the account's answer would otherwise build two for each of its sixty.
const onByDefault = lazySchema(() => z.boolean().default(true));
const offByDefault = lazySchema(() => z.boolean().default(false));

// One literal of several: a wrong value reports `invalid_value` (invalid_choice), not a union.
const tierSize = lazySchema(() => z.literal(TIER_SIZES));
/** A head size in centimetres with at most one decimal (the fabric above the heading tape). */
const headSizeCm = lazySchema(() =>
  z
    .number()
    .min(0)
    .max(30)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 10)) &&
        Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
      {
        message: 'one_decimal',
      },
    ),
);

/**
 * Settings a user changes for themselves (the user-settings form, the language picker, the pleat
 * types dialog). Defaults are the manufacturer's (docs/decisions/001-account-settings.md).
 */
export const userSettingsSchema = lazySchema(() =>
  z.object({
    preferred_language: z.enum(LOCALES).default('nl'),
    price_type_default: z.enum(PRICE_TYPE_DEFAULTS).default('price'),
    /** What the account shows: both, noprices, price (sales) or wholesale_price (purchase). */
    price_type: z.enum(PRICE_TYPES).default('both'),
    unit_system: z.enum(UNIT_SYSTEMS).default('metric'),
    basic_tier_size_default: tierSize.default(8),
    comfort_tier_size_default: tierSize.default(8),
    hautecouture_tier_size_default: tierSize.default(10),
    deliver_with_runners_default: onByDefault,
    pleat_curtain_head_size: headSizeCm.default(1),
    ring_curtain_head_size: headSizeCm.default(2),
    span_curtain_head_size: headSizeCm.default(2),
    rod_curtain_head_size: headSizeCm.default(3),
    fronslint_curtain_head_size: headSizeCm.default(2),
    ironing_default: offByDefault,
    child_safety_default: z.enum(CHILD_SAFETY).default('childsafety'),
    has_lining_by_default: offByDefault,
    enter_width_before_height_setting: onByDefault,
    available_pleat_types: z
      .array(z.enum(PLEAT_TYPES))
      .min(1)
      .default([...PLEAT_TYPES]),
    default_pleat_types: z.array(z.enum(PLEAT_TYPES)).default(['double']),
    collapsible_sidebar: offByDefault,
    /**
     * Mail when an article has a problem, is ready to ship or is delivered. Left out: on for a
     * shop's own account, off for staff (service accounts) — `productionMailWanted`.
     */
    production_mail: z.boolean().optional(),
  }),
);
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Does this account want the production mail (its setting, or the default for its kind)? */
export function productionMailWanted(
  settings: { production_mail?: boolean | undefined },
  isServiceAccount: boolean,
): boolean {
  return settings.production_mail ?? !isServiceAccount;
}

/**
 * Display flags of the account (the "system settings" tab). An update carries
 * `is_system_settings: true`.
 */
export const systemSettingsSchema = lazySchema(() =>
  z.object({
    show_side_option: onByDefault,
    show_tier_size: onByDefault,
    show_nap_orientation: onByDefault,
    show_order_memo: onByDefault,
    show_room: onByDefault,
    show_round_to_pattern: onByDefault,
    show_strokes: onByDefault,
    show_assembly_height: onByDefault,
    show_control_length: onByDefault,
    show_employee: onByDefault,
    show_pleat_curtain_head_size: onByDefault,
    show_ring_curtain_head_size: onByDefault,
    show_span_curtain_head_size: onByDefault,
    show_rod_curtain_head_size: onByDefault,
    show_fronslint_curtain_head_size: onByDefault,
    show_hem_type: onByDefault,
    show_panel_rail_memo_instructions: onByDefault,
    show_pleat_percentage: onByDefault,
    show_side_hem_type: onByDefault,
    show_make_set_button: onByDefault,
    show_unmatch_strokes_button: onByDefault,
    show_tracking_order_status: onByDefault,
    show_fabric_prices: onByDefault,
    show_plan_date: onByDefault,
    show_curtain_settings: onByDefault,
    show_fold_curtain_settings: onByDefault,
    show_sidebar_track_button: onByDefault,
    show_sidebar_customer_fabrics_button: onByDefault,
    show_sidebar_service_account_button: onByDefault,
    show_sidebar_release_notes_button: onByDefault,
    show_sample_service_buttons: onByDefault,
    show_sidebar_settings_button: onByDefault,
    show_only_tracking_page: offByDefault,
  }),
);
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/**
 * What the manufacturer grants an account: products, levels, reports, support contacts. Read-only
 * through the API; set by the manufacturer (seed, back office).
 */
export const entitlementsSchema = lazySchema(() =>
  z.object({
    curtain_types: z.array(z.enum(CURTAIN_TYPES)).default([...CURTAIN_TYPES]),
    luxuries: z.array(z.enum(LUXURY_TYPES)).default([...LUXURY_TYPES]),
    hidden_switch_price: offByDefault,
    show_price_lists: offByDefault,
    has_delivery_address: onByDefault,
    has_customer_fabrics: onByDefault,
    has_atelier_fabrics: onByDefault,
    has_atelier_favorites: onByDefault,
    shop_name: z.string().max(120).default(''),
    easyorder_logo: z.string().max(500).default(''),
    available_reports: z.array(z.enum(AVAILABLE_REPORTS)).default([...AVAILABLE_REPORTS]),
    has_decorative_rail: onByDefault,
    has_decorative_rod: onByDefault,
    has_electric_rail: onByDefault,
    has_track_rail: onByDefault,
    has_rail_curve_disclaimer: onByDefault,
    has_pull_rod: onByDefault,
    has_rail_rod: onByDefault,
    has_rail_rod_parts: onByDefault,
    track_all_shops: offByDefault,
    customer_support_email: z.string().default('support@atelier.example'),
    customer_support_phone: z.string().default('+31 38 000 00 00'),
  }),
);
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const deliveryTripSchema = lazySchema(() =>
  z.object({ delivery_day: z.enum(DELIVERY_DAYS) }),
);

/** A debtor (shop) as the portal shows it (portal §3). */
/** `ordering` of `GET api/debtors/`: by name, city or number, `-` for descending. */
export const DEBTOR_ORDERINGS = ['name', '-name', 'city', '-city', 'id', '-id'] as const;

export const debtorSchema = lazySchema(() =>
  z.object({
    id: integer,
    name: z.string(),
    address: z.string(),
    postalcode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    telephone: z.string(),
    email: z.string(),
    currency: z.enum(CURRENCIES),
    customer_group: z.enum(CUSTOMER_GROUPS),
    margin_type: z.enum(MARGIN_TYPES),
    delivery_trips: z.array(deliveryTripSchema),
  }),
);
export type Debtor = z.infer<typeof debtorSchema>;

export const employeeSchema = lazySchema(() =>
  z.object({
    id: integer,
    name: z.string(),
    email: z.string(),
    is_archived: z.boolean(),
  }),
);
export type Employee = z.infer<typeof employeeSchema>;

export const locationSchema = lazySchema(() =>
  z.object({
    id: integer,
    name: z.string(),
    address: z.string(),
    postalcode: z.string(),
    city: z.string(),
    country: z.string(),
    is_archived: z.boolean(),
  }),
);
export type Location = z.infer<typeof locationSchema>;

/** The answer of `GET api/user/settings/`: who you are, for whom you act, and every setting. */
export const accountSettingsSchema = lazySchema(() =>
  userSettingsSchema
    .extend(systemSettingsSchema.shape)
    .extend(entitlementsSchema.shape)
    .extend({
      username: z.string(),
      email: z.string(),
      is_service_account: z.boolean(),
      /**
       * The mail on problems and deliveries as it applies: the setting, or the account kind's
       * default (the API always answers it; a reader of an older answer assumes a shop's own).
       */
      production_mail: onByDefault,
      /** The debtor the account acts for now: its own, or the chosen servicing debtor. */
      debtor: debtorSchema.nullable(),
      /** Every debtor the account may act for (one for a shop account). */
      all_debtors: z.array(debtorSchema),
      group_name: z.enum(CUSTOMER_GROUPS),
      default_employee_name: z.string(),
      employees: z.array(employeeSchema),
      locations: z.array(locationSchema),
      /** The sections of the service page (and the sidebar's service group) for this account. */
      service_items: z.array(z.enum(SERVICE_ITEMS)).default(serviceItems(new Set(), false)),
    }),
);
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/**
 * Body of `PUT/PATCH api/user/settings/`. With `is_system_settings: true` it carries display flags;
 * otherwise user settings (including `preferred_language`). A service account also chooses its
 * servicing debtor here with `servicing_debtor_id`. PUT and PATCH both merge: a body names only the
 * fields that change (the language picker sends `preferred_language` alone).
 */
type WithoutDefaults<T extends z.ZodRawShape> = {
  [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K]>;
};
/**
 * Every field optional and WITHOUT its default: zod 4 fills defaults even inside `.partial()`,
 * which would reset every setting an update does not name.
 */
/*#__NO_SIDE_EFFECTS__*/
export function changesOf<T extends z.ZodRawShape>(
  schema: z.ZodObject<T>,
): z.ZodObject<WithoutDefaults<T>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault
        ? (field.unwrap() as z.ZodType)
        : (field as z.ZodType)
      ).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<WithoutDefaults<T>>;
}

export const userSettingsUpdateSchema = lazySchema(() =>
  changesOf(userSettingsSchema)
    .extend({
      is_system_settings: z.literal(false).optional(),
      servicing_debtor_id: int4().positive().nullable().optional(),
    })
    .strict(),
);
export const systemSettingsUpdateSchema = lazySchema(() =>
  changesOf(systemSettingsSchema)
    .extend({ is_system_settings: z.literal(true) })
    .strict(),
);
// Discriminated, so a wrong field is reported against the part the body is for.
export const settingsUpdateSchema = lazySchema(() =>
  z.discriminatedUnion('is_system_settings', [
    systemSettingsUpdateSchema,
    userSettingsUpdateSchema,
  ]),
);
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** Body of `PUT api/user/pleatcurtain/`. */
export const pleatCurtainSettingsSchema = lazySchema(() =>
  z
    .object({
      available_pleat_types: z.array(z.enum(PLEAT_TYPES)).min(1),
      default_pleat_types: z.array(z.enum(PLEAT_TYPES)).optional(),
    })
    .strict(),
);
