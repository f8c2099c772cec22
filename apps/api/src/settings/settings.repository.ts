import type { Locale } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appUser } from '../db/schema/index.js';

export async function storedSettings(db: Db, userId: number) {
  const [row] = await db
    .select({
      settings: appUser.settings,
      systemSettings: appUser.systemSettings,
      preferredLanguage: appUser.preferredLanguage,
    })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row ?? null;
}

export async function saveSettings(
  db: Db,
  userId: number,
  changes: {
    settings?: Record<string, unknown>;
    systemSettings?: Record<string, unknown>;
    preferredLanguage?: Locale;
    servicingDebtorId?: number | null;
  },
) {
  if (Object.keys(changes).length === 0) return;
  await db.update(appUser).set(changes).where(eq(appUser.id, userId));
}
