// The account answer of `api/user/settings/` and its updates (portal §3, §7).
import {
  ACCESS_FLAGS,
  type AccountSettings,
  entitlementsSchema,
  featureRefusal,
  type pleatCurtainSettingsSchema,
  productionMailWanted,
  type SettingsUpdate,
  settingsUpdateFeature,
  systemSettingsSchema,
  userSettingsSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import { type RequestContext, requestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { readStored } from '../db/stored.js';
import { debtorsInScope, employeesOf, locationsOf } from '../debtors/debtors.repository.js';
import { toDebtor } from '../debtors/debtors.service.js';
import { serviceItemsOf } from '../downloads/downloads.service.js';
import { AppError } from '../http/errors.js';
import { type Principal, scopeFor } from '../tenancy/scope.js';
import { saveSettings, storedSettings } from './settings.repository.js';

/** preferred_language has its own column (mail needs it without parsing settings). */
const storedUserSettingsSchema = userSettingsSchema.omit({ preferred_language: true });

/**
 * The context of the principal without the settings its query read (and with what the write
 * changed): the answer after a write reads them anew, for the shop now acted for.
 */
function afterWrite(ctx: RequestContext, { stored: _, ...principal }: Principal): RequestContext {
  return requestContext(principal, ctx.locale);
}

export class SettingsService {
  constructor(private readonly db: Db) {}

  async read(ctx: RequestContext): Promise<AccountSettings> {
    const { principal } = ctx;
    // What the principal query read for this request, else (a principal made elsewhere) read it.
    const stored = principal.stored
      ? { ...principal.stored, preferredLanguage: principal.preferredLanguage }
      : await storedSettings(this.db, principal.userId);
    if (!stored) throw new AppError('not_authenticated');
    const scope = ctx.scope;
    const debtors = await debtorsInScope(this.db, scope);
    const current = debtors.find((debtor) => debtor.id === scope.current) ?? null;
    // Only the shop acted for: its employees and locations, through the same tenant filter.
    const acting = current ? scopeFor(scope, current.id) : null;
    const [employees, locations] = acting
      ? await Promise.all([employeesOf(this.db, acting), locationsOf(this.db, acting)])
      : [[], []];
    const entitlements = readStored(entitlementsSchema, current?.entitlements);
    const group = (current ?? debtors[0])?.customer_group ?? 'Default';
    const active = employees.filter((employee) => !employee.is_archived);
    const defaultEmployee = active.find((employee) => employee.isDefault) ?? active[0];
    const userSettings = readStored(storedUserSettingsSchema, stored.settings);
    return {
      ...userSettings,
      production_mail: productionMailWanted(userSettings, ctx.principal.isServiceAccount),
      preferred_language: stored.preferredLanguage,
      ...readStored(systemSettingsSchema, stored.systemSettings),
      // What the manufacturer granted the shop acted for; a service account that has not chosen
      // a shop yet sees the defaults.
      ...entitlements,
      username: ctx.principal.username,
      email: ctx.principal.email,
      is_service_account: ctx.principal.isServiceAccount,
      debtor: current ? toDebtor(current) : null,
      all_debtors: debtors.map(toDebtor),
      group_name: group,
      default_employee_name: defaultEmployee?.name ?? '',
      employees: employees.map(({ isDefault: _, ...employee }) => employee),
      locations,
      service_items: await serviceItemsOf(this.db, group, entitlements.show_price_lists),
    };
  }

  /** PUT and PATCH both merge: an update names only what changes (e.g. the language alone). */
  async update(ctx: RequestContext, update: SettingsUpdate): Promise<AccountSettings> {
    const stored = await storedSettings(this.db, ctx.principal.userId);
    if (!stored) throw new AppError('not_authenticated');
    // The language and the shop acted for are every account's; the rest the settings page's.
    const refusal = featureRefusal(ctx.principal.access, settingsUpdateFeature(update));
    if (refusal) throw new AppError(refusal);
    if (update.is_system_settings === true) {
      const { is_system_settings: _, ...flags } = update;
      const current = readStored(systemSettingsSchema, stored.systemSettings);
      // Access flags are the manufacturer's grant: sending them back unchanged is fine.
      if (ACCESS_FLAGS.some((flag) => flag in flags && flags[flag] !== current[flag])) {
        throw new AppError('permission_denied');
      }
      const merged = systemSettingsSchema.parse({ ...current, ...flags });
      await saveSettings(this.db, ctx.principal.userId, { systemSettings: merged });
      return this.read(afterWrite(ctx, ctx.principal));
    }
    const {
      is_system_settings: _,
      servicing_debtor_id: servicingDebtorId,
      preferred_language: preferredLanguage,
      ...changes
    } = update;
    const merged = storedUserSettingsSchema.parse({
      ...readStored(storedUserSettingsSchema, stored.settings),
      ...changes,
    });
    const next = { ...ctx.principal };
    const save: Parameters<typeof saveSettings>[2] = { settings: merged };
    if (preferredLanguage) {
      save.preferredLanguage = preferredLanguage;
      next.preferredLanguage = preferredLanguage;
    }
    if (servicingDebtorId !== undefined) {
      const scope = ctx.scope;
      if (servicingDebtorId !== null && !scope.debtorIds.includes(servicingDebtorId)) {
        throw new AppError('not_found');
      }
      // A shop account always acts for its own debtor; only a service account stores a choice.
      if (ctx.principal.isServiceAccount) {
        save.servicingDebtorId = servicingDebtorId;
        next.servicingDebtorId = servicingDebtorId;
      }
    }
    await saveSettings(this.db, ctx.principal.userId, save);
    return this.read(afterWrite(ctx, next));
  }

  async updatePleatTypes(
    ctx: RequestContext,
    update: z.infer<typeof pleatCurtainSettingsSchema>,
  ): Promise<AccountSettings> {
    const stored = await storedSettings(this.db, ctx.principal.userId);
    if (!stored) throw new AppError('not_authenticated');
    const current = readStored(storedUserSettingsSchema, stored.settings);
    const available = [...new Set(update.available_pleat_types)];
    // A default the account no longer offers cannot stay a default.
    const defaults = (update.default_pleat_types ?? current.default_pleat_types).filter((type) =>
      available.includes(type),
    );
    const merged = storedUserSettingsSchema.parse({
      ...current,
      available_pleat_types: available,
      default_pleat_types: [...new Set(defaults)],
    });
    await saveSettings(this.db, ctx.principal.userId, { settings: merged });
    return this.read(afterWrite(ctx, ctx.principal));
  }
}
