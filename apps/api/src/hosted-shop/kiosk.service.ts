// A kiosk's key (decision 101): the tablet gives the one-time code the dealer's settings showed
// and gets its own key (`kio_…`, only its hash kept), which every kiosk call then carries. A
// revoked kiosk's key opens nothing; a code pairs once, within its minutes.
import type { PublicShop } from '@atelier/domain';
import type { Db } from '../db/client.js';
import { hashKey, newApiKey } from '../http/api-keys.js';
import { AppError } from '../http/errors.js';
import { sha256Hex } from './challenge.js';
import {
  type KioskRow,
  kioskByPairingCode,
  kioskByTokenHash,
  pairKiosk,
  touchKiosk,
} from './hosted-shop.repository.js';
import { type HostedShopService, publicShopOf } from './hosted-shop.service.js';

export type { KioskRow };

export const KIOSK_KEY_PREFIX = 'kio_';

export class KioskService {
  constructor(
    private readonly db: Db,
    private readonly shops: HostedShopService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Pairs the kiosk of a valid code: its key, answered once, and its shop. A wrong, expired or
   * used code is one refusal (`kiosk_pairing_invalid`); a closed shop keeps the code unused.
   */
  async pair(code: string): Promise<{ token: string; shop: PublicShop }> {
    const codeHash = sha256Hex(code);
    const now = this.now();
    const found = await kioskByPairingCode(this.db, codeHash, now);
    if (!found) throw new AppError('kiosk_pairing_invalid');
    const opened = await this.shops.openForKiosk(found);
    const { key } = newApiKey(KIOSK_KEY_PREFIX);
    const paired = await pairKiosk(this.db, codeHash, hashKey(key), now);
    if (!paired) throw new AppError('kiosk_pairing_invalid');
    return { token: key, shop: publicShopOf(opened) };
  }

  /** The kiosk a bearer key stands for (revoked ones too: their calls are told so), or null. */
  async ofSecret(secret: string): Promise<KioskRow | null> {
    if (!secret.startsWith(KIOSK_KEY_PREFIX)) return null;
    return kioskByTokenHash(this.db, hashKey(secret));
  }

  /** Marks the kiosk as seen (after the answer; a failure here only costs the date). */
  touch(kiosk: KioskRow): Promise<void> {
    return touchKiosk(this.db, kiosk.id, this.now());
  }
}
