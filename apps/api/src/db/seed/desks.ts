// Work waiting on the back office's support inbox and samples desk in the demo: conversations
// (one answered, two waiting for support, one of them assigned) and sample requests to pick, one
// of them asking for a colour whose samples are out of stock. Seeded once, into empty tables.
import { sampleDeliveryDates } from '@atelier/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  appUser,
  debtor,
  fabric,
  fabricFamily,
  sampleRequest,
  supportMessage,
  supportThread,
} from '../schema/index.js';
import type { SampleAddressCopy } from '../schema/service.js';

const HOUR = 3_600_000;

export async function seedDesks(db: Db, now = new Date()): Promise<void> {
  const [threads] = await db.select({ count: count() }).from(supportThread);
  const [samples] = await db.select({ count: count() }).from(sampleRequest);
  const users = await db
    .select({ id: appUser.id, username: appUser.username, debtorId: appUser.debtorId })
    .from(appUser)
    .where(
      inArray(appUser.username, ['demo-debtor', 'demo-pricelist', 'demo-au', 'staff-service']),
    );
  const user = (name: string) => users.find((row) => row.username === name);
  const debtor1 = user('demo-debtor');
  const debtor2 = user('demo-pricelist');
  const debtor3 = user('demo-au');
  const staff = user('staff-service');
  if (!debtor1?.debtorId || !debtor2?.debtorId || !debtor3?.debtorId || !staff) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  if (Number(threads?.count ?? 0) === 0) {
    const conversations = [
      {
        opener: debtor1,
        subject: 'Levering week 49 verplaatsen',
        status: 'waiting' as const,
        assigneeId: staff.id,
        messages: [
          [
            'dealer',
            50,
            'Kunnen de gordijnen van order 2026-0412 een week later geleverd worden? De klant is nog aan het verbouwen.',
          ],
          [
            'staff',
            26,
            'Dat kan. We hebben de levering verplaatst naar week 50, dinsdag. Je ziet de nieuwe datum bij Volgen.',
          ],
        ],
      },
      {
        opener: debtor2,
        subject: 'Prijslijst 2027',
        status: 'open' as const,
        assigneeId: null,
        messages: [
          [
            'dealer',
            20,
            'Wanneer komt de nieuwe prijslijst voor 2027 beschikbaar? Wij willen onze offertes tijdig aanpassen.',
          ],
        ],
      },
      {
        opener: debtor3,
        subject: 'Hem of the sheer curtain too short',
        status: 'open' as const,
        assigneeId: staff.id,
        messages: [
          [
            'dealer',
            6,
            'The sheer of our last order hangs 2 cm short of the floor. Was the hem allowance applied?',
          ],
        ],
      },
    ];
    for (const conversation of conversations) {
      const times = conversation.messages.map(([, hours]) => ago(hours as number));
      const lastDealer = conversation.messages
        .filter(([side]) => side === 'dealer')
        .map(([, hours]) => ago(hours as number))
        .at(-1);
      const lastStaff = conversation.messages
        .filter(([side]) => side === 'staff')
        .map(([, hours]) => ago(hours as number))
        .at(-1);
      const [thread] = await db
        .insert(supportThread)
        .values({
          debtorId: conversation.opener.debtorId as number,
          openedBy: conversation.opener.id,
          subject: conversation.subject,
          status: conversation.status,
          assigneeId: conversation.assigneeId,
          createdAt: times[0],
          lastActivityAt: times.at(-1),
          lastDealerAt: lastDealer ?? null,
          lastStaffAt: lastStaff ?? null,
          dealerReadAt: lastDealer ?? null,
          staffReadAt: lastStaff ?? null,
        })
        .returning({ id: supportThread.id });
      if (!thread) continue;
      await db.insert(supportMessage).values(
        conversation.messages.map(([side, hours, text]) => ({
          threadId: thread.id,
          author: side as 'dealer' | 'staff',
          authorId: side === 'staff' ? staff.id : conversation.opener.id,
          authorName: side === 'staff' ? staff.username : conversation.opener.username,
          text: text as string,
          createdAt: ago(hours as number),
        })),
      );
    }
  }

  if (Number(samples?.count ?? 0) === 0) {
    const colours = await db
      .select({
        uuid: fabric.fabricUuid,
        collection: fabricFamily.name,
        colorNumber: fabric.colorNumber,
        color: fabric.color,
      })
      .from(fabric)
      .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
      .where(eq(fabric.isActive, true))
      .orderBy(asc(fabric.articleNumber))
      .limit(4);
    if (colours.length < 4) return;
    const copy = (index: number) => {
      const colour = colours[index]!;
      return {
        fabric_uuid: colour.uuid,
        name: `${colour.collection} ${colour.colorNumber}`,
        color: (colour.color as Record<string, string>).nl ?? '',
      };
    };
    // The last colour's samples have run out: the desk names it.
    await db
      .update(fabric)
      .set({ samplesInStock: false })
      .where(eq(fabric.fabricUuid, colours[3]!.uuid));
    const shops = await db
      .select()
      .from(debtor)
      .where(inArray(debtor.id, [debtor1.debtorId, debtor2.debtorId]));
    const requests = [
      { opener: debtor1, fabrics: [0, 1, 3], daysAgo: 2 },
      { opener: debtor2, fabrics: [0, 2], daysAgo: 1 },
      { opener: debtor1, fabrics: [1], daysAgo: 0 },
    ];
    for (const request of requests) {
      const shop = shops.find((row) => row.id === request.opener.debtorId);
      if (!shop) continue;
      const dates = sampleDeliveryDates(ago(request.daysAgo * 24), shop.country);
      const address: SampleAddressCopy = {
        id: null,
        name: shop.name,
        company: shop.name,
        street: shop.address.replace(/\s+\S+$/, ''),
        house_number: shop.address.match(/\S+$/)?.[0] ?? '',
        postcode: shop.postalcode,
        city: shop.city,
        country: shop.country.toLowerCase() as SampleAddressCopy['country'],
      };
      await db.insert(sampleRequest).values({
        debtorId: shop.id,
        createdBy: request.opener.id,
        fabrics: request.fabrics.map(copy),
        address,
        requestedOn: dates.requested_on,
        expectedDate: dates.expected_date,
        createdAt: ago(request.daysAgo * 24),
      });
    }
  }
}
