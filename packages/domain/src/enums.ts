// The enumerations of the specification (configurators §3, portal §3–§9), spelled exactly as the
// spec and the API spell them. Each is a readonly tuple so that zod (`z.enum`) and TypeScript
// (`(typeof X)[number]`) share one source.

// What the first page needs (version, languages, brand colour) lives in product.ts, so that the
// login page does not carry every enumeration of the configurators.
export {
  APP_VERSION,
  BRAND_COLOR,
  DEFAULT_REQUEST_LOCALE,
  DEFAULT_UI_LOCALE,
  LOCALES,
  type Locale,
  PRODUCT,
  VERSION_CHECK_INTERVAL_MS,
} from './product.js';

export const ARTICLE_TYPES = [
  'backtabcurtain',
  'cushion',
  'cutyardage',
  'foldcurtain',
  'fronslintcurtain',
  'loopcurtain',
  'panelcurtain',
  'pleatcurtain',
  'pullrod',
  'rail',
  'ringcurtain',
  'rod',
  'rodcurtain',
  'spancurtain',
  'tieback',
  'wavecurtain',
  'trackrail',
  'decorativerail',
  'decorativerod',
  'electrictrackrail',
  'eraildecosquare32mm',
  'eraildecoround35mm',
  'vakoaccessoryparts',
  'rma',
  'sampleorder',
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** Article-order types used in the article calls (`api/orders/{id}/articles/{articleType}/…`). */
export const ARTICLE_ORDER_TYPES = [
  'curtain',
  'chain',
  'pattern',
  'ringcurtain',
  'foldcurtain',
  'cutyardage',
  'panelcurtain',
  'cushion',
  'rma',
  'tieback',
] as const;
export type ArticleOrderType = (typeof ARTICLE_ORDER_TYPES)[number];

/** Curtain types sewn from fabric widths (calculation.md §1). */
export const SEWN_CURTAIN_TYPES = [
  'pleatcurtain',
  'wavecurtain',
  'ringcurtain',
  'loopcurtain',
  'rodcurtain',
  'spancurtain',
  'fronslintcurtain',
  'backtabcurtain',
] as const;
export type SewnCurtainType = (typeof SEWN_CURTAIN_TYPES)[number];

export const CURTAIN_TYPES = [
  ...SEWN_CURTAIN_TYPES,
  'panelcurtain',
  'tieback',
  'cushion',
  'cutyardage',
] as const;
export type CurtainType = (typeof CURTAIN_TYPES)[number];

/**
 * What a customer fabric may be declared for (its confections, configurators §3 `curtain_types`):
 * every curtain article and the fold curtain (roman blind).
 */
export const CONFECTION_TYPES = [...CURTAIN_TYPES, 'foldcurtain'] as const;
export type ConfectionType = (typeof CONFECTION_TYPES)[number];

export const LUXURY_TYPES = ['basic', 'comfort', 'hautecouture'] as const;
export type Luxury = (typeof LUXURY_TYPES)[number];
export const QUALITY_LEVELS = LUXURY_TYPES;

/** Heading tape (tier) sizes in centimetres. */
export const TIER_SIZES = [8, 10, 12, 15] as const;
export type TierSize = (typeof TIER_SIZES)[number];

export const PLEAT_TYPES = [
  'single',
  'double',
  'triple',
  'flat',
  'nopleat',
  'studio',
  'fronslint',
  'reversed',
] as const;
export type PleatType = (typeof PLEAT_TYPES)[number];

export const FOLD_TYPES = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  'honeycomb',
] as const;
export type FoldType = (typeof FOLD_TYPES)[number];

export const HEM_TYPES = [
  'double',
  'edging',
  'hemavailable',
  'insertedweightlace',
  'nohem',
  'single',
  'weightlace',
  'weightlaceinfabric',
] as const;
export type HemType = (typeof HEM_TYPES)[number];

export const SIDE_HEM_TYPES = ['single', 'double'] as const;
export type SideHemType = (typeof SIDE_HEM_TYPES)[number];

export const STIFFENER_TYPES = ['aluminiumround', 'glassfiberround'] as const;
export type StiffenerType = (typeof STIFFENER_TYPES)[number];

export const SPLIT_TYPES = ['equal', 'unequal', 'left', 'right'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];

export const SIDES = ['left', 'right', 'unequal'] as const;
export type Side = (typeof SIDES)[number];

export const WIDTH_TYPES = ['strokes', 'widewidth'] as const;
export type WidthType = (typeof WIDTH_TYPES)[number];

export const CONTROL_TYPES = ['chain', 'controlrod', 'deliverwithcontrolrod'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];
export const CONTROL_SIDES = ['left', 'right'] as const;
export type ControlSide = (typeof CONTROL_SIDES)[number];

export const CHILD_SAFETY = ['childsafety', 'nochildsafety'] as const;
export type ChildSafety = (typeof CHILD_SAFETY)[number];

export const MOUNTING_TYPES = ['insideframe', 'wall', 'ceiling'] as const;
export type Mounting = (typeof MOUNTING_TYPES)[number];

export const MOUNTING_SYSTEMS = [
  'cassettes',
  'easyglide',
  'electric12v',
  'electric230v',
  'topdown',
  'selfsupplied',
  'nomount',
  'others',
] as const;
export type MountingSystem = (typeof MOUNTING_SYSTEMS)[number];

export const ELECTRIC_OPTIONS = ['battery', 'wired'] as const;
export type ElectricOption = (typeof ELECTRIC_OPTIONS)[number];
export const BATTERY_OPTIONS = ['singlebattery', 'doublebattery'] as const;
export type BatteryOption = (typeof BATTERY_OPTIONS)[number];
export const POWER_TYPES = ['standard230v', 'battery'] as const;
export type PowerType = (typeof POWER_TYPES)[number];
export const MOTOR_SIDES = ['left', 'right'] as const;
export type MotorSide = (typeof MOTOR_SIDES)[number];
export const REMOTE_TYPES = ['single', 'universal'] as const;
export type RemoteType = (typeof REMOTE_TYPES)[number];

export const RAIL_ROD_KINDS = [
  'trackrail',
  'decorativerail',
  'electricrail',
  'electrictrackrail',
  'eraildecoround35mm',
  'eraildecosquare32mm',
  'decorativerod',
  'pullrodvako',
  'accessory-parts',
  'vakoaccessoryparts',
] as const;
export type RailRodKind = (typeof RAIL_ROD_KINDS)[number];
/** Kinds that count as a rail (anything else is a rod) for the rail/rod choice. */
export const RAIL_KINDS = [
  'trackrail',
  'decorativerail',
  'electricrail',
  'electrictrackrail',
  'eraildecoround35mm',
  'eraildecosquare32mm',
] as const satisfies readonly RailRodKind[];

export const TRACK_TYPES = ['track_1014', 'track_1019', 'cord_1020_motor'] as const;
export type TrackType = (typeof TRACK_TYPES)[number];
export const DECORATIVE_RAIL_TYPES = [
  'round25mm',
  'round35mm',
  'square20mm',
  'square30mm',
] as const;
export type DecorativeRailType = (typeof DECORATIVE_RAIL_TYPES)[number];
export const ROD_SIZES = ['rodsize20mm', 'rodsize25mm', 'rodsize28mm', 'rodsize35mm'] as const;
export type RodSize = (typeof ROD_SIZES)[number];

export const RING_SIZES = [
  'ringsize15mm',
  'ringsize25mm',
  'ringsize30mm',
  'ringsize40mm',
  'ringsize50mm',
  'ringsize66mm',
] as const;
export type RingSize = (typeof RING_SIZES)[number];
export const DEFAULT_RING_SIZE: RingSize = 'ringsize25mm';
/** Ring types and finishes are "not shown" in the spec; these are our catalogue's (docs/decisions/009-domain-limits-lists-and-transitions.md). */
export const RING_TYPES = ['metal', 'wood', 'plastic', 'other'] as const;
export type RingType = (typeof RING_TYPES)[number];

export const END_KNOBS = ['ball', 'large', 'standard'] as const;
export type EndKnob = (typeof END_KNOBS)[number];

export const RUNNER_TYPES = [
  'runner',
  'rollersilent',
  'runnerasymmetric',
  'waverunner6cm',
  'waverunner8cm',
] as const;
export type RunnerType = (typeof RUNNER_TYPES)[number];
/** Runner spacing in millimetres (4.6, 6, 8 cm). */
export const RUNNER_DISTANCES_MM = [46, 60, 80] as const;
export const WAVE_RUNNER_DISTANCES_MM = [60, 80] as const;

export const COLORS = [
  'anthracite',
  'blackmatt',
  'bronze',
  'champagne',
  'goldbrushed',
  'greyanodized',
  'nickelbrushed',
  'rosecopper',
  'whitematt',
] as const;
export type Color = (typeof COLORS)[number];

export const SUPPORT_TYPES = [
  'ceiling',
  'wall20mm',
  'wall60mm',
  'wall90mm',
  'walladjustable90to130mm',
  'walladjustable140to180mm',
  'insideframe',
] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

export const CURVE_TYPES = [
  'nocurve',
  'single45',
  'single90',
  'double45',
  'double90',
  'quadruple45',
  'quadruple90',
] as const;
export type CurveType = (typeof CURVE_TYPES)[number];

export const TIEBACK_TYPES = [
  'banana',
  'bananawithpiping',
  'straight',
  'straightwithpiping',
] as const;
export type TiebackType = (typeof TIEBACK_TYPES)[number];
export const CUSHION_TYPES = ['coussin', 'polochon', 'rectangle', 'square'] as const;
export type CushionType = (typeof CUSHION_TYPES)[number];
export const CUSHION_OPTIONS = ['flange', 'normal', 'piping'] as const;
export type CushionOption = (typeof CUSHION_OPTIONS)[number];
/** Panel types are "not shown" in the spec; ours are in docs/decisions/009-domain-limits-lists-and-transitions.md. */
export const PANEL_TYPES = ['panelrail2', 'panelrail3', 'panelrail4', 'panelrail5'] as const;
export type PanelType = (typeof PANEL_TYPES)[number];

export const FABRIC_TYPES = ['dimout', 'inbetween', 'sheer', 'velvet', 'woven'] as const;
export type FabricType = (typeof FABRIC_TYPES)[number];
export const LIGHT_LEVELS = ['sheer', 'translucent', 'darkening'] as const;
export type LightLevel = (typeof LIGHT_LEVELS)[number];
export const PATTERN_TYPES = ['pattern', 'plain'] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];
export const NAP_ORIENTATIONS = ['upwards', 'downwards'] as const;
export type NapOrientation = (typeof NAP_ORIENTATIONS)[number];

export const FABRIC_SOURCES = [
  'EXISTING_ATELIER_FABRICS',
  'EXISTING_CUSTOMER_FABRICS',
  'NEW_CUSTOMER_FABRIC',
] as const;
export type FabricSource = (typeof FABRIC_SOURCES)[number];
export const FABRIC_LIST_KINDS = ['fabrics', 'linings'] as const;
export type FabricListKind = (typeof FABRIC_LIST_KINDS)[number];
/** A customer fabric's uuid carries this marker, so `main_fabric_uuid` tells its source. */
export const CUSTOMER_FABRIC_MARKER = 'cf-' as const;

export const ENVIRONMENTAL_CERTIFICATES = [
  'detoxtozero',
  'madeingreen',
  'reach',
  'standard100',
] as const;
export const FLAME_RETARDANT_CERTIFICATES = ['b1din4102', 'en101', 'en102', 'm1bs5867'] as const;
export const CERTIFICATES = [
  ...ENVIRONMENTAL_CERTIFICATES,
  ...FLAME_RETARDANT_CERTIFICATES,
] as const;
export type Certificate = (typeof CERTIFICATES)[number];

export const ROOMS = ['bedroom', 'childroom', 'kitchen', 'living', 'others'] as const;
export type Room = (typeof ROOMS)[number];
/** Countries named by the spec plus the markets of the seeded customer groups (docs/decisions/004-countries-and-addresses.md). */
export const COUNTRIES = ['be', 'de', 'fr', 'nl', 'au', 'pl', 'lt'] as const;
export type Country = (typeof COUNTRIES)[number];
/**
 * The country stored text names, in any case and with spaces around ('NL' of seeded locations,
 * 'nl' of addresses); null when empty or not one of COUNTRIES.
 */
export function countryOf(text: string | null | undefined): Country | null {
  const code = (text ?? '').trim().toLowerCase();
  return (COUNTRIES as readonly string[]).includes(code) ? (code as Country) : null;
}
export const CURRENCIES = ['aud', 'cad', 'eur', 'pln'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const UNIT_TYPES = ['meter', 'piece'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const DELIVERY_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type DeliveryDay = (typeof DELIVERY_DAYS)[number];

/**
 * The account's price display type. Portal §6 calls the same four "both, none, sales, purchase";
 * we keep the configurators' spelling (both, noprices, price = sales, wholesale_price = purchase).
 */
export const PRICE_TYPES = ['both', 'noprices', 'price', 'wholesale_price'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
/** `price_type_default` of the account settings. */
export const PRICE_TYPE_DEFAULTS = ['price', 'wholesaleprice'] as const;
export type PriceTypeDefault = (typeof PRICE_TYPE_DEFAULTS)[number];
export const MARGIN_TYPES = ['ateliernet', 'automatic', 'debtor', 'pricelist'] as const;
export type MarginType = (typeof MARGIN_TYPES)[number];

export const STOCK_STATES = ['enoughstock', 'lessstock', 'nostock', 'inapplicable'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const FABRIC_DELIVERY = ['driver', 'inapplicable', 'parcelservice', 'supplier'] as const;
export type FabricDelivery = (typeof FABRIC_DELIVERY)[number];
export const SUPPLIER_LIST_GROUPS = ['australia', 'default', 'polish'] as const;
export type SupplierListGroup = (typeof SUPPLIER_LIST_GROUPS)[number];

export const EXTRA_CHARGE_TYPES = [
  'cutting',
  'hem',
  'ironing',
  'prewashing',
  'stitching',
  'washinglabel',
  'weight',
  'headingtape12',
  'headingtape15',
  'heightover275',
  'strokesover280',
  'ringover66',
  'others',
] as const;
export type ExtraChargeType = (typeof EXTRA_CHARGE_TYPES)[number];

export const APPLICATION_TYPES = ['dealertool', 'hostedshop', 'intergamma', 'kiosk'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const CUSTOMER_GROUPS = ['Default', 'Australian', 'Polish', 'Anwis', 'OBI Polska'] as const;
export type CustomerGroupName = (typeof CUSTOMER_GROUPS)[number];
export const ROLES = ['supplier', 'driver'] as const;
export const PRODUCTION_SITES = ['ateliergenemuiden', 'atelierhelmond'] as const;

export const DOWNLOAD_CATEGORIES = [
  'general',
  'forms',
  'price-lists',
  'promotion-materials',
  'fabric-collection-images',
] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];

export const AVAILABLE_REPORTS = ['orderlist', 'supplierorderlist', 'orderforms'] as const;
export type AvailableReport = (typeof AVAILABLE_REPORTS)[number];

/** Order kinds held by the order flow. */
export const ORDER_KINDS = ['new-commission', 'draft', 'offered'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_TYPES = ['draft', 'offered', 'confirmed', 'delivered', 'imported'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PRODUCTION_STATUS_GROUPS = [
  'received',
  'inprogress',
  'withoutstock',
  'onhold',
  'ready',
] as const;
export type ProductionStatusGroup = (typeof PRODUCTION_STATUS_GROUPS)[number];

/** The dashboard's production figures, each a named filter of the track list (`orders/track-filters.ts`). */
export const TRACK_FILTERS = ['in_production', 'problem', 'ready_this_week'] as const;
export type TrackFilter = (typeof TRACK_FILTERS)[number];

export const PRODUCTION_STATUSES = [
  'import',
  'binnen',
  'wacht',
  'gerprod',
  'produktie',
  'confectie',
  'montage',
  'ingepakt',
  'gerverz',
  'bezorgd',
  'annuleer',
  'afgewerkt',
  'probleem',
] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

export const AUTH_STATUSES = ['default', 'pending', 'success', 'error', 'forbidden'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

/** Release notes table: page size and its options (portal §9). */
export const RELEASE_NOTES_PAGE_SIZE = 7;
export const RELEASE_NOTES_PAGE_SIZES = [7, 14, 21, 28, 35] as const;
/** Sidebar titles longer than this show a tooltip. */
export const SIDEBAR_TOOLTIP_THRESHOLD = 25;
