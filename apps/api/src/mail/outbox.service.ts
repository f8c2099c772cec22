// The demo's mailbox: the kept mail as the page shows it.
import { OUTBOX_PAGE_SIZE, type OutboxMessage } from '@atelier/domain';
import type { Db } from '../db/client.js';
import { latestOutbox } from './mail.repository.js';

export class OutboxService {
  constructor(private readonly db: Db) {}

  async latest(): Promise<OutboxMessage[]> {
    const rows = await latestOutbox(this.db, OUTBOX_PAGE_SIZE);
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
    }));
  }
}
