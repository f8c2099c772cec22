// Fills an empty database with the demo world. Idempotent: rows are found by their natural key
// (group name, debtor number, username, release name) and existing rows are never changed.
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import { ensureChain, linkStore } from '../../partners/partners.repository.js';
import type { Db } from '../client.js';
import {
  appUser,
  customerGroup,
  debtor,
  deliveryTrip,
  employee,
  location,
  releaseNote,
  userDebtor,
} from '../schema/index.js';
import { seedCatalogue } from './catalogue.js';
import { DEMO_CHAIN, DEMO_DEBTORS, DEMO_GROUPS, DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';
import { seedDesks } from './desks.js';
import { seedDownloads } from './downloads.js';
import { seedHostedShop } from './hosted-shop.js';
import { seedInspiration } from './inspiration.js';
import { seedPriceLists } from './price-lists.js';
import { DEMO_RELEASE_NOTES } from './release-notes.js';

export async function seed(db: Db): Promise<{ users: number; debtors: number }> {
  // Hashing is the slow part; do it only for accounts that are missing, outside the transaction.
  const existing = await db
    .select({ username: appUser.username })
    .from(appUser)
    .where(
      inArray(
        appUser.username,
        DEMO_USERS.map((user) => user.username),
      ),
    );
  const missing = DEMO_USERS.filter(
    (user) => !existing.some((row) => row.username === user.username),
  );
  const passwordHash = missing.length > 0 ? await hashPassword(DEMO_PASSWORD) : '';

  return db.transaction(async (tx) => {
    await tx
      .insert(customerGroup)
      .values(DEMO_GROUPS.map((name) => ({ name })))
      .onConflictDoNothing();
    const groups = await tx.select().from(customerGroup);
    const groupId = (name: string) => groups.find((group) => group.name === name)!.id;

    let debtors = 0;
    for (const demo of DEMO_DEBTORS) {
      const [created] = await tx
        .insert(debtor)
        .values({
          number: demo.number,
          name: demo.name,
          address: demo.address,
          postalcode: demo.postalcode,
          city: demo.city,
          country: demo.country,
          phone: demo.phone,
          email: demo.email,
          currency: demo.currency,
          marginType: demo.marginType ?? 'automatic',
          customerGroupId: groupId(demo.group),
          entitlements: {
            ...demo.entitlements,
            ...(demo.debtorFactorPercent === undefined
              ? {}
              : { debtor_factor_percent: demo.debtorFactorPercent }),
          },
        })
        .onConflictDoNothing()
        .returning({ id: debtor.id });
      if (!created) continue;
      debtors += 1;
      await tx
        .insert(deliveryTrip)
        .values(demo.deliveryDays.map((deliveryDay) => ({ debtorId: created.id, deliveryDay })));
      await tx.insert(employee).values(
        demo.employees.map((person) => ({
          debtorId: created.id,
          name: person.name,
          email: person.email,
          isDefault: person.isDefault ?? false,
          isArchived: person.isArchived ?? false,
        })),
      );
      await tx.insert(location).values(
        demo.locations.map((place) => ({
          debtorId: created.id,
          name: place.name,
          address: place.address,
          postalcode: place.postalcode,
          city: place.city,
          country: demo.country,
          isArchived: place.isArchived ?? false,
        })),
      );
    }

    const debtorIds = new Map(
      (await tx.select({ id: debtor.id, number: debtor.number }).from(debtor)).map((row) => [
        row.number,
        row.id,
      ]),
    );
    for (const demo of missing) {
      const [created] = await tx
        .insert(appUser)
        .values({
          username: demo.username,
          passwordHash,
          email: demo.email,
          preferredLanguage: demo.language,
          isServiceAccount: demo.serviceFor !== undefined,
          debtorId: demo.debtor ? (debtorIds.get(demo.debtor) ?? null) : null,
          settings: demo.settings ?? {},
          systemSettings: demo.systemSettings ?? {},
          staffRole: demo.staffRole ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: appUser.id });
      if (!created || !demo.serviceFor) continue;
      await tx
        .insert(userDebtor)
        .values(
          demo.serviceFor.map((number) => ({
            userId: created.id,
            debtorId: debtorIds.get(number)!,
          })),
        )
        .onConflictDoNothing();
    }

    await tx
      .insert(releaseNote)
      .values(
        DEMO_RELEASE_NOTES.map((note) => ({
          name: note.name,
          message: note.message,
          committedAt: new Date(note.date),
          // The portal's past notes went out on their day.
          publishedAt: new Date(note.date),
          updatedAt: new Date(note.date),
        })),
      )
      .onConflictDoNothing();
    // The retail chain and its stores (the partner API's demo).
    const chain = await ensureChain(tx, DEMO_CHAIN.code, DEMO_CHAIN.name);
    for (const number of DEMO_CHAIN.stores) {
      const store = debtorIds.get(number);
      if (store !== undefined) await linkStore(tx, chain.id, store);
    }
    await seedPriceLists(tx);
    await seedCatalogue(tx);
    await seedDownloads(tx);
    await seedInspiration(tx);
    await seedDesks(tx);
    await seedHostedShop(tx);
    return { users: missing.length, debtors };
  });
}

/** Whether the demo was ever seeded (the server seeds on first start). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: customerGroup.id })
    .from(customerGroup)
    .where(eq(customerGroup.name, 'Default'));
  return row !== undefined;
}
