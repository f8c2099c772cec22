// The debtor desk (issue 29 §3): find and open a shop, change what the manufacturer grants it and
// its accounts (effective on the dealer's next request: the principal is loaded per request),
// invite a dealer user, move the shop between customer groups, and open its portal read-only
// ("view as dealer", decision 088). Every write is audited with before and after.
import {
  changedFields,
  type DebtorEntitlementsUpdate,
  type DebtorGroupUpdate,
  type DebtorUserCreate,
  type DebtorUserFlagsUpdate,
  entitlementsSchema,
  groupBrand,
  type ManageDebtorDetail,
  type ManageDebtorFilters,
  systemSettingsSchema,
  userSettingsSchema,
  VIEW_AS_MINUTES,
  type ViewAsGrant,
} from '@atelier/domain';
import { recordAudit } from '../audit/audit.js';
import { type Answer, type RequestContext, writeOnce } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { readStored } from '../db/stored.js';
import { AppError } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { PasswordService } from '../password/password.service.js';
import type { RmaService } from '../rma/rma.service.js';
import type { SamplesService } from '../samples/samples.service.js';
import { invitationMail } from './invitation-mail.js';
import {
  debtorUsers,
  endGrants,
  findDebtor,
  insertGrant,
  insertInvitedUser,
  lockDebtorUser,
  saveEntitlements,
  saveUserSettings,
  searchDebtors,
  setCustomerGroup,
  shopAccountOf,
  usernameTaken,
} from './manage-debtors.repository.js';

/** How long an invitation's set-password link is valid. */
export const INVITATION_DAYS = 7;
/** How many of a shop's latest orders, returns and sample requests the desk shows. */
const LATEST = 10;

type UserRow = Awaited<ReturnType<typeof debtorUsers>>[number];
type DebtorRow = NonNullable<Awaited<ReturnType<typeof findDebtor>>>;
/** What a new account's invitation mail is made of, once its transaction committed. */
interface Invitation {
  user: UserRow;
  link: string;
  group: DebtorRow;
}

function userAnswer(row: UserRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    preferred_language: row.preferred_language,
    is_active: row.is_active,
    is_service_account: row.is_service_account,
    invited: row.invited,
    system_settings: readStored(systemSettingsSchema, row.systemSettings),
    price_type: readStored(userSettingsSchema, row.settings).price_type,
  };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};

export class ManageDebtorsService {
  constructor(
    private readonly db: Db,
    private readonly modules: {
      orders: Pick<OrdersService, 'list'>;
      rma: Pick<RmaService, 'list'>;
      samples: Pick<SamplesService, 'list'>;
      passwords: Pick<PasswordService, 'setPasswordLink'>;
      mailer: Mailer;
    },
  ) {}

  list(filters: ManageDebtorFilters) {
    return searchDebtors(this.db, filters);
  }

  async detail(ctx: RequestContext, id: number): Promise<ManageDebtorDetail> {
    const row = await findDebtor(this.db, id);
    if (!row) throw new AppError('not_found');
    // The shop's own work, read by its modules as the shop would read it: the staff member's
    // context cut down to this one debtor.
    const shop: RequestContext = { ...ctx, scope: { debtorIds: [id], current: id } };
    const window = { limit: LATEST, offset: 0 };
    const [users, orders, returns, samples] = await Promise.all([
      debtorUsers(this.db, id),
      this.modules.orders.list(shop, {
        ...window,
        sort: 'created_at',
        descending: true,
        q: undefined,
      }),
      this.modules.rma.list(shop, window),
      this.modules.samples.list(shop, window),
    ]);
    const { entitlements, ...debtor } = row;
    return {
      ...debtor,
      entitlements: readStored(entitlementsSchema, entitlements),
      users: users.map(userAnswer),
      orders: orders.results,
      returns: returns.results,
      samples: samples.results,
    };
  }

  /** The manufacturer's flags on one dealer account: its system settings and price display. */
  async setUserFlags(
    ctx: RequestContext,
    debtorId: number,
    userId: number,
    changes: DebtorUserFlagsUpdate,
  ) {
    return this.db.transaction(async (tx) => {
      const row = await lockDebtorUser(tx, debtorId, userId);
      if (!row) throw new AppError('not_found');
      const { price_type, ...flags } = changes;
      const systemSettings = { ...asRecord(row.systemSettings), ...flags };
      const settings = { ...asRecord(row.settings), ...(price_type ? { price_type } : {}) };
      await saveUserSettings(tx, userId, { systemSettings, settings });
      const before = userAnswer(row);
      const after = userAnswer({ ...row, systemSettings, settings });
      const { system_settings: b, price_type: bp } = before;
      const { system_settings: a, price_type: ap } = after;
      const diff = changedFields({ ...b, price_type: bp }, { ...a, price_type: ap });
      await recordAudit(tx, ctx, {
        action: 'user.flags',
        subject: 'user',
        subjectId: userId,
        debtorId,
        ...diff,
      });
      return after;
    });
  }

  /** What the manufacturer grants the shop (customer fabrics, reports, products…). */
  async setEntitlements(ctx: RequestContext, debtorId: number, changes: DebtorEntitlementsUpdate) {
    return this.db.transaction(async (tx) => {
      const row = await findDebtor(tx, debtorId, true);
      if (!row) throw new AppError('not_found');
      const stored = { ...asRecord(row.entitlements), ...changes };
      await saveEntitlements(tx, debtorId, stored);
      const before = readStored(entitlementsSchema, row.entitlements);
      const after = readStored(entitlementsSchema, stored);
      await recordAudit(tx, ctx, {
        action: 'debtor.entitlements',
        subject: 'debtor',
        subjectId: debtorId,
        debtorId,
        ...changedFields(before, after),
      });
      return after;
    });
  }

  /** Moves the shop to another customer group: its downloads and branding follow. */
  async setGroup(ctx: RequestContext, debtorId: number, body: DebtorGroupUpdate) {
    await this.db.transaction(async (tx) => {
      const row = await findDebtor(tx, debtorId, true);
      if (!row) throw new AppError('not_found');
      if (row.customer_group === body.customer_group) return;
      await setCustomerGroup(tx, debtorId, body.customer_group);
      await recordAudit(tx, ctx, {
        action: 'debtor.group',
        subject: 'debtor',
        subjectId: debtorId,
        debtorId,
        before: { customer_group: row.customer_group },
        after: { customer_group: body.customer_group },
      });
    });
    return this.detail(ctx, debtorId);
  }

  /**
   * A new dealer account of the shop, which cannot log in until it sets a password through the
   * link its invitation mail holds. The mail leaves after the commit.
   */
  /**
   * Adds an invited dealer user. A repeat with the same Idempotency-Key answers the first answer
   * without adding a second account or sending a second invitation (the mail goes after the
   * commit, only for the write that did the work).
   */
  async addUser(
    ctx: RequestContext,
    debtorId: number,
    body: DebtorUserCreate,
  ): Promise<Answer<ReturnType<typeof userAnswer>>> {
    let invited: Invitation | null = null;
    const answer = await writeOnce(ctx, this.db, () => async (tx) => {
      const shop = await findDebtor(tx, debtorId, true);
      if (!shop) throw new AppError('not_found');
      if (await usernameTaken(tx, body.username)) throw new AppError('username_taken');
      const id = await insertInvitedUser(tx, {
        debtorId,
        username: body.username,
        email: body.email,
        preferredLanguage: body.preferred_language,
      });
      if (id === null) throw new AppError('username_taken');
      const link = await this.modules.passwords.setPasswordLink(tx, id, INVITATION_DAYS * 24);
      const user = (await lockDebtorUser(tx, debtorId, id)) as UserRow;
      await recordAudit(tx, ctx, {
        action: 'user.invite',
        subject: 'user',
        subjectId: id,
        debtorId,
        before: null,
        after: {
          username: user.username,
          email: user.email,
          preferred_language: user.preferred_language,
        },
      });
      invited = { user, link, group: shop };
      return { status: 201, body: userAnswer(user) };
    });
    const sent = invited as Invitation | null;
    if (sent) {
      const { user, link, group } = sent;
      await this.modules.mailer.send(
        invitationMail(
          user.preferred_language,
          user.email,
          { username: user.username, shop: group.name, link, days: INVITATION_DAYS },
          groupBrand(group.customer_group),
        ),
      );
    }
    return answer;
  }

  /** Opens the shop's portal read-only for this staff session, for VIEW_AS_MINUTES. */
  async startViewAs(ctx: RequestContext, debtorId: number): Promise<ViewAsGrant> {
    const familyId = ctx.principal.sessionFamilyId;
    if (familyId === null) throw new AppError('not_authenticated');
    return this.db.transaction(async (tx) => {
      const shop = await findDebtor(tx, debtorId);
      if (!shop) throw new AppError('not_found');
      const account = await shopAccountOf(tx, debtorId);
      if (!account) throw new AppError('debtor_has_no_account');
      // One live view per session and shop: a new one replaces the old.
      await endGrants(tx, ctx.principal.userId, familyId, debtorId);
      const expiresAt = new Date(Date.now() + VIEW_AS_MINUTES * 60 * 1000);
      const grantId = await insertGrant(tx, {
        staffUserId: ctx.principal.userId,
        familyId,
        debtorId,
        userId: account.id,
        expiresAt,
      });
      const grant = {
        debtor_id: debtorId,
        debtor_name: shop.name,
        username: account.username,
        expires_at: expiresAt.toISOString(),
      };
      await recordAudit(tx, ctx, {
        action: 'viewAsDealer.start',
        subject: 'viewAsDealer',
        subjectId: grantId,
        debtorId,
        before: null,
        after: grant,
      });
      return grant;
    });
  }

  /** Ends this session's view of the shop (audited); nothing to end is not an error. */
  async endViewAs(ctx: RequestContext, debtorId: number): Promise<void> {
    const familyId = ctx.principal.sessionFamilyId;
    if (familyId === null) return;
    await this.db.transaction(async (tx) => {
      const ended = await endGrants(tx, ctx.principal.userId, familyId, debtorId);
      for (const grantId of ended) {
        await recordAudit(tx, ctx, {
          action: 'viewAsDealer.end',
          subject: 'viewAsDealer',
          subjectId: grantId,
          debtorId,
          before: { live: true },
          after: { live: false },
        });
      }
    });
  }
}
