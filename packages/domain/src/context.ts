// What the calculation needs to know besides the article's own parameters: the fabrics it is
// made of and the account it is priced for. The API loads these from the database; the web from
// the catalogue calls. All lengths in millimetres, all money in cents.
import type {
  Certificate,
  ConfectionType,
  Currency,
  FabricType,
  LightLevel,
  MarginType,
  PatternType,
  PriceType,
  UnitSystem,
  WidthType,
} from './enums.js';

export interface FabricFacts {
  /** `fabric_uuid` of a supplier fabric, or a customer fabric's uuid (with the marker). */
  uuid: string;
  name: string;
  kind: 'main' | 'lining';
  /** Roll width in mm (for wide-width fabric: the height the fabric can make). */
  widthMm: number;
  widthType: WidthType;
  patternType: PatternType;
  /** Vertical pattern repeat in mm; 0 when plain. */
  patternRepeatMm: number;
  /** Length of a roll in mm; a single cut longer than this is impossible. */
  rollLengthMm: number;
  ironingPoints: number;
  /** Whether the fabric may be turned: used sideways when it is made in drops, or the reverse. */
  isTurnable: boolean;
  /**
   * A customer fabric's declared confections: the articles it may be made into. Absent for the
   * manufacturer's own fabrics, which the catalogue offers per product already.
   */
  confections?: readonly ConfectionType[];
  fabricType?: FabricType;
  lightLevel?: LightLevel;
  certificates?: readonly Certificate[];
  /** Price per metre in cents, per currency (wholesale, and the price list's sales price). */
  pricePerMetre: Partial<Record<Currency, { wholesale: number; sales: number }>>;
}

export interface AccountFacts {
  currency: Currency;
  marginType: MarginType;
  /** Debtor factor in percent for margin type `debtor` (e.g. 185 = × 1.85). */
  debtorFactorPercent: number;
  /** The account's price display type. */
  priceType: PriceType;
  unitSystem: UnitSystem;
}

/** A loose part or bar of the accessory catalogue, as the rail/rod parts article prices it. */
export interface AccessoryFacts {
  id: string;
  name: string;
  /** Bars are sold per metre (a cut length per line), everything else per piece. */
  unit: 'meter' | 'piece';
  /** Price per metre or per piece in cents, per currency. */
  price: Partial<Record<Currency, { wholesale: number; sales: number }>>;
}
