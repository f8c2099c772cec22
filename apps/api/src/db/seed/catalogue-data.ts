// The demo catalogue: the manufacturer's collections with their colours, the suppliers, and the
// rail/rod parts. Prices are per metre (fabrics, bars) or per piece (parts), in euro cents; the
// other currencies follow from CURRENCY_FACTORS_PERCENT, rounded to 5 cents, as the
// manufacturer's price list does. Sales prices are the list's: twice the wholesale price.
import type {
  AccessoryItemType,
  AccessoryVariant,
  CareSymbols,
  Certificate,
  Color,
  ColorGroup,
  Composition,
  Currency,
  FabricListKind,
  FabricType,
  LightLevel,
  Luxury,
  PatternType,
  SupplierListGroup,
  WidthType,
} from '@atelier/domain';
import { type Texts, texts } from './texts.js';

/** A trade name: shown as it is in every language. */
const tradeName = (name: string): Texts =>
  texts(name, { nl: name, de: name, fr: name, pl: name, lt: name });

export const DEMO_SUPPLIERS: {
  /** The supplier's own name, the seed's key. */
  name: string;
  /** The name as shown in each language. */
  names: Texts;
  listGroup: SupplierListGroup;
  collections: boolean;
}[] = [
  // Inserted first, so it is supplier 1: the fallback the spec names (portal §8).
  {
    name: 'Atelier Weverij',
    names: tradeName('Atelier Weverij'),
    listGroup: 'default',
    collections: true,
  },
  {
    name: 'Nordic Textile Mills',
    names: tradeName('Nordic Textile Mills'),
    listGroup: 'default',
    collections: true,
  },
  {
    name: 'Tkalnia Łódzka',
    names: tradeName('Tkalnia Łódzka'),
    listGroup: 'polish',
    collections: false,
  },
  {
    name: 'Southern Cross Fabrics',
    names: tradeName('Southern Cross Fabrics'),
    listGroup: 'australia',
    collections: false,
  },
  // Not a trade name: what a dealer picks for a fabric bought elsewhere.
  {
    name: 'Other supplier',
    names: texts('Other supplier', {
      nl: 'Andere leverancier',
      de: 'Anderer Lieferant',
      fr: 'Autre fournisseur',
      pl: 'Inny dostawca',
      lt: 'Kitas tiekėjas',
    }),
    listGroup: 'default',
    collections: false,
  },
];

/** Price of another currency as a percentage of the euro price. */
export const CURRENCY_FACTORS_PERCENT: Record<Currency, number> = {
  eur: 100,
  aud: 165,
  cad: 150,
  pln: 430,
};
/** The list's sales price as a percentage of wholesale. */
export const LIST_SALES_PERCENT = 200;

/** How a swatch is drawn. */
export type SwatchPattern = 'plain' | 'sheer' | 'velvet' | 'stripes' | 'checks' | 'floral';

export interface DemoColour {
  number: string;
  name: Texts;
  hex: string;
  group: ColorGroup;
}

export interface DemoFamily {
  code: string;
  /** The collection's name: a proper name, the same in every language. */
  name: string;
  description: Texts;
  supplier: string;
  kind: FabricListKind;
  fabricType: FabricType;
  lightLevel: LightLevel;
  quality: Luxury;
  patternType: PatternType;
  swatch: SwatchPattern;
  widthMm: number;
  widthType: WidthType;
  patternRepeatMm: number;
  patternWidthMm: number;
  rollLengthMm: number;
  weightGsm: number;
  ironingPoints: number;
  hasNap: boolean;
  isTurnable: boolean;
  composition: Composition;
  care: CareSymbols;
  certificates: Certificate[];
  /** Wholesale per metre in euro cents. */
  priceEurCents: number;
  colours: DemoColour[];
}

const COLOUR_NAMES: Record<string, Texts> = {
  Snow: texts('Snow', {
    nl: 'Sneeuw',
    de: 'Schnee',
    fr: 'Neige',
    pl: 'Śnieżnobiały',
    lt: 'Sniego',
  }),
  Ivory: texts('Ivory', {
    nl: 'Ivoor',
    de: 'Elfenbein',
    fr: 'Ivoire',
    pl: 'Kość słoniowa',
    lt: 'Dramblio kaulo',
  }),
  Linen: texts('Linen', { nl: 'Linnen', de: 'Leinen', fr: 'Lin', pl: 'Lniany', lt: 'Lino' }),
  Sand: texts('Sand', { nl: 'Zand', de: 'Sand', fr: 'Sable', pl: 'Piaskowy', lt: 'Smėlio' }),
  Taupe: texts('Taupe', { nl: 'Taupe', de: 'Taupe', fr: 'Taupe', pl: 'Taupe', lt: 'Pilkai rusva' }),
  Stone: texts('Stone', { nl: 'Steen', de: 'Stein', fr: 'Pierre', pl: 'Kamienny', lt: 'Akmens' }),
  Graphite: texts('Graphite', {
    nl: 'Grafiet',
    de: 'Graphit',
    fr: 'Graphite',
    pl: 'Grafitowy',
    lt: 'Grafito',
  }),
  Ink: texts('Ink', { nl: 'Inkt', de: 'Tinte', fr: 'Encre', pl: 'Atramentowy', lt: 'Rašalo' }),
  Fjord: texts('Fjord', { nl: 'Fjord', de: 'Fjord', fr: 'Fjord', pl: 'Fiordowy', lt: 'Fjordo' }),
  Sage: texts('Sage', { nl: 'Salie', de: 'Salbei', fr: 'Sauge', pl: 'Szałwiowy', lt: 'Šalavijo' }),
  Ochre: texts('Ochre', { nl: 'Oker', de: 'Ocker', fr: 'Ocre', pl: 'Ochra', lt: 'Ochros' }),
  Terracotta: texts('Terracotta', {
    nl: 'Terracotta',
    de: 'Terrakotta',
    fr: 'Terre cuite',
    pl: 'Terakota',
    lt: 'Terakotos',
  }),
  Claret: texts('Claret', {
    nl: 'Bordeaux',
    de: 'Bordeaux',
    fr: 'Bordeaux',
    pl: 'Bordowy',
    lt: 'Bordo',
  }),
  Blush: texts('Blush', {
    nl: 'Poederroze',
    de: 'Puderrosa',
    fr: 'Rose poudré',
    pl: 'Pudrowy róż',
    lt: 'Pudros rožinė',
  }),
  Heather: texts('Heather', {
    nl: 'Heide',
    de: 'Heidekraut',
    fr: 'Bruyère',
    pl: 'Wrzosowy',
    lt: 'Viržių',
  }),
  Moss: texts('Moss', { nl: 'Mos', de: 'Moos', fr: 'Mousse', pl: 'Zieleń mchu', lt: 'Samanų' }),
};

const c = (number: string, name: string, hex: string, group: ColorGroup): DemoColour => ({
  number,
  name: COLOUR_NAMES[name]!,
  hex,
  group,
});

const NEUTRALS = [
  c('01', 'Snow', '#f7f6f2', 'white'),
  c('02', 'Ivory', '#efe8d8', 'offwhite'),
  c('03', 'Linen', '#ddd0b6', 'beige'),
  c('04', 'Sand', '#c9b28c', 'beige'),
  c('05', 'Taupe', '#8f8173', 'brown'),
  c('06', 'Stone', '#a7a49e', 'grey'),
  c('07', 'Graphite', '#4b4d50', 'grey'),
  c('08', 'Ink', '#1f2328', 'black'),
];
const COLOURFUL = [
  c('11', 'Fjord', '#3f6b8c', 'blue'),
  c('12', 'Sage', '#8fa58b', 'green'),
  c('13', 'Ochre', '#c8962e', 'yellow'),
  c('14', 'Terracotta', '#b8603e', 'orange'),
  c('15', 'Claret', '#7d2633', 'red'),
  c('16', 'Blush', '#dfb2ad', 'pink'),
  c('17', 'Heather', '#7b6487', 'purple'),
  c('18', 'Moss', '#5d6b3b', 'green'),
];
const pick = (list: DemoColour[], numbers: string[]) =>
  numbers.map((number) => list.find((colour) => colour.number === number)!);
const ALL = [...NEUTRALS, ...COLOURFUL];

const WASH_GENTLE: CareSymbols = {
  wash: 'wash30',
  bleach: 'nobleach',
  dry: 'notumble',
  clean: 'professionalp',
};
const WASH_EASY: CareSymbols = {
  wash: 'wash40',
  bleach: 'nonchlorine',
  dry: 'tumblelow',
  clean: 'professionalp',
};
const DRY_CLEAN: CareSymbols = {
  wash: 'nowash',
  bleach: 'nobleach',
  dry: 'notumble',
  clean: 'professionalf',
};

const family = (
  base: Omit<DemoFamily, 'patternWidthMm' | 'rollLengthMm' | 'isTurnable' | 'hasNap'> &
    Partial<Pick<DemoFamily, 'patternWidthMm' | 'rollLengthMm' | 'isTurnable' | 'hasNap'>>,
): DemoFamily => ({
  patternWidthMm: 0,
  rollLengthMm: 50_000,
  isTurnable: false,
  hasNap: false,
  ...base,
});

export const DEMO_FAMILIES: DemoFamily[] = [
  family({
    code: 'LINO',
    name: 'Lino',
    description: texts('Washed linen look with a soft, irregular slub.', {
      nl: 'Gewassen linnenlook met een zachte, onregelmatige structuur.',
      de: 'Gewaschene Leinenoptik mit weicher, unregelmäßiger Struktur.',
      fr: 'Aspect lin lavé aux flammes douces et irrégulières.',
      pl: 'Wygląd pranego lnu z miękkimi, nieregularnymi zgrubieniami przędzy.',
      lt: 'Skalbto lino išvaizda su minkštais, netolygiais siūlų sustorėjimais.',
    }),
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'comfort',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 1500,
    widthType: 'strokes',
    patternRepeatMm: 0,
    weightGsm: 240,
    ironingPoints: 2,
    composition: { li: 55, pe: 45 },
    care: WASH_GENTLE,
    certificates: ['standard100'],
    priceEurCents: 2450,
    colours: pick(ALL, ['01', '02', '03', '04', '05', '06', '07', '11', '12', '14']),
  }),
  family({
    code: 'BREEZE',
    name: 'Breeze',
    description: texts('Airy wide-width voile, seamless up to 300 cm drop.', {
      nl: 'Luchtige voile op kamerhoogte, naadloos tot 300 cm hoogte.',
      de: 'Luftiger Voile in Überbreite, nahtlos bis 300 cm Höhe.',
      fr: 'Voilage aérien grande largeur, sans couture jusqu’à 300 cm de hauteur.',
      pl: 'Zwiewny woal o dużej szerokości, bez szwów do 300 cm wysokości.',
      lt: 'Lengvas platus vualis, be siūlių iki 300 cm aukščio.',
    }),
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'sheer',
    lightLevel: 'sheer',
    quality: 'basic',
    patternType: 'plain',
    swatch: 'sheer',
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    weightGsm: 60,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_EASY,
    certificates: ['standard100', 'b1din4102'],
    priceEurCents: 1290,
    colours: pick(ALL, ['01', '02', '03', '04', '06', '07', '16', '12']),
  }),
  family({
    code: 'NOCTURNE',
    name: 'Nocturne',
    description: texts('Three-layer dim-out that keeps out nearly all light.', {
      nl: 'Drielaagse dim-out die vrijwel al het licht tegenhoudt.',
      de: 'Dreilagiger Dimout-Stoff, der fast das ganze Licht abhält.',
      fr: 'Tissu dim-out à trois couches qui arrête presque toute la lumière.',
      pl: 'Trzywarstwowa tkanina dim-out, która zatrzymuje niemal całe światło.',
      lt: 'Trijų sluoksnių pritemdantis audinys, sulaikantis beveik visą šviesą.',
    }),
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'dimout',
    lightLevel: 'darkening',
    quality: 'comfort',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 2800,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    weightGsm: 380,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_GENTLE,
    certificates: ['reach', 'en101'],
    priceEurCents: 3150,
    colours: pick(ALL, ['01', '02', '04', '06', '07', '08', '11', '15', '18']),
  }),
  family({
    code: 'VELLUTO',
    name: 'Velluto',
    description: texts('Dense cotton velvet with a deep, even pile.', {
      nl: 'Dicht katoenfluweel met een diepe, egale pool.',
      de: 'Dichter Baumwollsamt mit tiefem, gleichmäßigem Flor.',
      fr: 'Velours de coton dense au poil profond et régulier.',
      pl: 'Gęsty bawełniany aksamit o głębokim, równym włosiu.',
      lt: 'Tankus medvilninis aksomas su giliu, tolygiu plaukeliu.',
    }),
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'velvet',
    lightLevel: 'darkening',
    quality: 'hautecouture',
    patternType: 'plain',
    swatch: 'velvet',
    widthMm: 1400,
    widthType: 'strokes',
    patternRepeatMm: 0,
    weightGsm: 520,
    ironingPoints: 0,
    hasNap: true,
    composition: { co: 88, pa: 12 },
    care: DRY_CLEAN,
    certificates: ['standard100', 'm1bs5867'],
    priceEurCents: 5890,
    colours: pick(ALL, ['02', '05', '07', '08', '11', '12', '13', '15', '16', '17', '18']),
  }),
  family({
    code: 'FLORENTINE',
    name: 'Florentine',
    description: texts('Jacquard with a large botanical design.', {
      nl: 'Jacquard met een groot botanisch dessin.',
      de: 'Jacquard mit großem botanischem Muster.',
      fr: 'Jacquard à grand motif botanique.',
      pl: 'Żakard z dużym motywem roślinnym.',
      lt: 'Žakardas su dideliu augaliniu raštu.',
    }),
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'hautecouture',
    patternType: 'pattern',
    swatch: 'floral',
    widthMm: 1400,
    widthType: 'strokes',
    patternRepeatMm: 640,
    patternWidthMm: 700,
    weightGsm: 310,
    ironingPoints: 2,
    composition: { co: 60, vi: 25, li: 15 },
    care: DRY_CLEAN,
    certificates: ['madeingreen'],
    priceEurCents: 6450,
    colours: pick(ALL, ['02', '03', '11', '12', '14', '15', '16', '17']),
  }),
  family({
    code: 'LIGNE',
    name: 'Ligne',
    description: texts('Wide-width in-between with a fine woven stripe.', {
      nl: 'Inbetween op kamerhoogte met een fijne geweven streep.',
      de: 'Inbetween in Überbreite mit feinem eingewebtem Streifen.',
      fr: 'Tissu semi-transparent grande largeur à fine rayure tissée.',
      pl: 'Szeroka tkanina półprzezroczysta z delikatnym tkanym paskiem.',
      lt: 'Platus pusiau permatomas audinys su smulkia austine juostele.',
    }),
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'inbetween',
    lightLevel: 'translucent',
    quality: 'basic',
    patternType: 'pattern',
    swatch: 'stripes',
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 320,
    patternWidthMm: 80,
    weightGsm: 150,
    ironingPoints: 2,
    isTurnable: true,
    composition: { pe: 70, li: 30 },
    care: WASH_EASY,
    certificates: ['standard100'],
    priceEurCents: 1890,
    colours: pick(ALL, ['01', '02', '03', '04', '06', '07', '11', '12', '13']),
  }),
  family({
    code: 'TARTAN',
    name: 'Tartan Hill',
    description: texts('Brushed wool-blend check for warm interiors.', {
      nl: 'Geruwde ruit van wolmix voor warme interieurs.',
      de: 'Angerautes Karo aus Wollmischung für warme Wohnräume.',
      fr: 'Carreaux en laine mélangée grattée pour des intérieurs chaleureux.',
      pl: 'Drapana krata z mieszanki wełny do ciepłych wnętrz.',
      lt: 'Šiurkštintas vilnos mišinio languotas audinys jaukiems interjerams.',
    }),
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'darkening',
    quality: 'comfort',
    patternType: 'pattern',
    swatch: 'checks',
    widthMm: 1450,
    widthType: 'strokes',
    patternRepeatMm: 180,
    patternWidthMm: 180,
    weightGsm: 420,
    ironingPoints: 2,
    composition: { wol: 45, pe: 40, vi: 15 },
    care: DRY_CLEAN,
    certificates: ['reach'],
    priceEurCents: 4290,
    colours: pick(ALL, ['05', '06', '07', '11', '14', '15', '18', '13']),
  }),
  family({
    code: 'MIST',
    name: 'Mist',
    description: texts('Soft in-between with a matt, fluid drape.', {
      nl: 'Zachte inbetween met een matte, soepele val.',
      de: 'Weicher Inbetween mit mattem, fließendem Fall.',
      fr: 'Tissu semi-transparent doux au tombé mat et fluide.',
      pl: 'Miękka tkanina półprzezroczysta, matowa i płynnie się układająca.',
      lt: 'Minkštas pusiau permatomas audinys, matinis ir sklandžiai krintantis.',
    }),
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'inbetween',
    lightLevel: 'translucent',
    quality: 'comfort',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    weightGsm: 130,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 85, li: 15 },
    care: WASH_EASY,
    certificates: ['standard100', 'b1din4102'],
    priceEurCents: 2190,
    colours: pick(ALL, ['01', '02', '03', '04', '05', '06', '07', '12', '16']),
  }),
  family({
    code: 'ORGANZA',
    name: 'Organza Luce',
    description: texts('Crisp organza with a light sheen, 320 cm wide.', {
      nl: 'Stevige organza met een lichte glans, 320 cm breed.',
      de: 'Feste Organza mit leichtem Glanz, 320 cm breit.',
      fr: 'Organza ferme au léger brillant, 320 cm de large.',
      pl: 'Sztywna organza z lekkim połyskiem, szerokość 320 cm.',
      lt: 'Standi organza su lengvu blizgesiu, 320 cm pločio.',
    }),
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'sheer',
    lightLevel: 'sheer',
    quality: 'hautecouture',
    patternType: 'plain',
    swatch: 'sheer',
    widthMm: 3200,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    weightGsm: 45,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_GENTLE,
    certificates: ['b1din4102', 'en102'],
    priceEurCents: 2890,
    colours: pick(ALL, ['01', '02', '03', '06', '07', '12', '13', '16']),
  }),
  family({
    code: 'BOUCLE',
    name: 'Bouclé Nord',
    description: texts('Textured bouclé weave with a handcrafted feel.', {
      nl: 'Gestructureerd bouclé weefsel met een ambachtelijke uitstraling.',
      de: 'Strukturiertes Bouclé-Gewebe mit handwerklicher Anmutung.',
      fr: 'Tissage bouclette texturé à l’aspect artisanal.',
      pl: 'Strukturalny splot bouclé o rękodzielniczym charakterze.',
      lt: 'Reljefinis bouclé audinys, primenantis rankų darbą.',
    }),
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'basic',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 1500,
    widthType: 'strokes',
    patternRepeatMm: 0,
    weightGsm: 280,
    ironingPoints: 2,
    composition: { co: 50, ac: 30, pe: 20 },
    care: WASH_GENTLE,
    certificates: ['detoxtozero'],
    priceEurCents: 1990,
    colours: pick(ALL, ['01', '02', '03', '04', '05', '06', '07', '08', '14']),
  }),
  family({
    code: 'JARDIN',
    name: 'Jardin',
    description: texts('Embroidered voile with scattered blossoms.', {
      nl: 'Geborduurde voile met verspreide bloesems.',
      de: 'Bestickter Voile mit verstreuten Blüten.',
      fr: 'Voilage brodé parsemé de fleurs.',
      pl: 'Haftowany woal z rozsianymi kwiatami.',
      lt: 'Siuvinėtas vualis su išbarstytais žiedais.',
    }),
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'sheer',
    lightLevel: 'sheer',
    quality: 'comfort',
    patternType: 'pattern',
    swatch: 'floral',
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 450,
    patternWidthMm: 300,
    weightGsm: 80,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_GENTLE,
    certificates: ['standard100'],
    priceEurCents: 3390,
    colours: pick(ALL, ['01', '02', '03', '11', '12', '13', '16', '17']),
  }),
  family({
    code: 'OBSCURA',
    name: 'Obscura',
    description: texts('Coated blackout for bedrooms, 100 % light-tight.', {
      nl: 'Gecoate verduistering voor slaapkamers, 100 % lichtdicht.',
      de: 'Beschichteter Verdunkelungsstoff für Schlafzimmer, 100 % lichtdicht.',
      fr: 'Occultant enduit pour les chambres, 100 % opaque.',
      pl: 'Powlekana tkanina zaciemniająca do sypialni, w 100 % nieprzepuszczalna dla światła.',
      lt: 'Dengtas užtemdantis audinys miegamiesiems, 100 % nepraleidžia šviesos.',
    }),
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'dimout',
    lightLevel: 'darkening',
    quality: 'basic',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 1500,
    widthType: 'strokes',
    patternRepeatMm: 0,
    weightGsm: 330,
    ironingPoints: 1,
    composition: { pe: 100 },
    care: WASH_EASY,
    certificates: ['reach', 'b1din4102'],
    priceEurCents: 2290,
    colours: pick(ALL, ['01', '02', '04', '06', '07', '08', '11', '12', '15', '17']),
  }),
  family({
    code: 'RAYURE',
    name: 'Rayure',
    description: texts('Cotton-linen with a bold vertical stripe.', {
      nl: 'Katoen-linnen met een opvallende verticale streep.',
      de: 'Baumwoll-Leinen mit kräftigem Längsstreifen.',
      fr: 'Coton-lin à large rayure verticale.',
      pl: 'Bawełna z lnem w wyrazisty pionowy pas.',
      lt: 'Medvilnė su linu, ryškiomis vertikaliomis juostomis.',
    }),
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'comfort',
    patternType: 'pattern',
    swatch: 'stripes',
    widthMm: 1450,
    widthType: 'strokes',
    patternRepeatMm: 250,
    patternWidthMm: 120,
    weightGsm: 260,
    ironingPoints: 3,
    composition: { co: 70, li: 30 },
    care: WASH_GENTLE,
    certificates: ['standard100'],
    priceEurCents: 3490,
    colours: pick(ALL, ['03', '06', '11', '12', '13', '14', '15']),
  }),
  family({
    code: 'SATIN-LINING',
    name: 'Satina',
    description: texts('Smooth cotton sateen lining that protects the face fabric.', {
      nl: 'Gladde voering van katoensatijn die de gordijnstof beschermt.',
      de: 'Glattes Futter aus Baumwollsatin, das den Dekostoff schützt.',
      fr: 'Doublure lisse en satin de coton qui protège le tissu du rideau.',
      pl: 'Gładka podszewka z satyny bawełnianej, chroniąca tkaninę zasłony.',
      lt: 'Glotnus medvilninio satino pamušalas, saugantis užuolaidos audinį.',
    }),
    supplier: 'Atelier Weverij',
    kind: 'linings',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'basic',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 1500,
    widthType: 'strokes',
    patternRepeatMm: 0,
    rollLengthMm: 100_000,
    weightGsm: 140,
    ironingPoints: 2,
    composition: { co: 100 },
    care: WASH_EASY,
    certificates: ['standard100'],
    priceEurCents: 650,
    colours: pick(ALL, ['01', '02', '03', '04', '06']),
  }),
  family({
    code: 'THERMO-LINING',
    name: 'Thermoblock',
    description: texts('Insulating black-out lining, wide-width.', {
      nl: 'Isolerende verduisteringsvoering op kamerhoogte.',
      de: 'Isolierendes Verdunkelungsfutter in Überbreite.',
      fr: 'Doublure occultante isolante, grande largeur.',
      pl: 'Izolująca podszewka zaciemniająca o dużej szerokości.',
      lt: 'Šiltinantis užtemdantis pamušalas, platus.',
    }),
    supplier: 'Nordic Textile Mills',
    kind: 'linings',
    fabricType: 'dimout',
    lightLevel: 'darkening',
    quality: 'comfort',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 2800,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    rollLengthMm: 100_000,
    weightGsm: 260,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_GENTLE,
    certificates: ['reach', 'en101'],
    priceEurCents: 1150,
    colours: pick(ALL, ['01', '02', '06']),
  }),
];

// ---- accessories ----------------------------------------------------------------------------

export interface DemoAccessory {
  articleNumber: string;
  name: Texts;
  type: AccessoryItemType;
  variant: AccessoryVariant;
  color: Color | null;
  sizeMm: number | null;
  unit: 'meter' | 'piece';
  priceEurCents: number;
}

const COLOUR_CODES: Record<Color, string> = {
  anthracite: 'AN',
  blackmatt: 'BM',
  bronze: 'BR',
  champagne: 'CH',
  goldbrushed: 'GB',
  greyanodized: 'GA',
  nickelbrushed: 'NB',
  rosecopper: 'RC',
  whitematt: 'WM',
};

function inColours(
  base: Omit<DemoAccessory, 'articleNumber' | 'color'> & { code: string },
  colours: (Color | null)[],
): DemoAccessory[] {
  const { code, ...rest } = base;
  return colours.map((color) => ({
    ...rest,
    color,
    articleNumber: color ? `${code}-${COLOUR_CODES[color]}` : code,
  }));
}

const DECO_COLOURS: Color[] = [
  'blackmatt',
  'whitematt',
  'nickelbrushed',
  'goldbrushed',
  'champagne',
  'rosecopper',
  'anthracite',
  'bronze',
];
const TRACK_COLOURS: Color[] = ['whitematt', 'blackmatt', 'greyanodized'];
const PART_COLOURS: Color[] = ['whitematt', 'blackmatt', 'nickelbrushed'];

export const DEMO_ACCESSORIES: DemoAccessory[] = [
  ...inColours(
    {
      code: 'TR-1014',
      name: texts('A-track 1014', {
        nl: 'A-rail 1014',
        de: 'A-Schiene 1014',
        fr: 'Rail A 1014',
        pl: 'Szyna A 1014',
        lt: 'A bėgelis 1014',
      }),
      type: 'trackrail',
      variant: 'track_1014',
      sizeMm: null,
      unit: 'meter',
      priceEurCents: 890,
    },
    TRACK_COLOURS,
  ),
  ...inColours(
    {
      code: 'TR-1019',
      name: texts('B-track 1019', {
        nl: 'B-rail 1019',
        de: 'B-Schiene 1019',
        fr: 'Rail B 1019',
        pl: 'Szyna B 1019',
        lt: 'B bėgelis 1019',
      }),
      type: 'trackrail',
      variant: 'track_1019',
      sizeMm: null,
      unit: 'meter',
      priceEurCents: 1190,
    },
    TRACK_COLOURS,
  ),
  ...inColours(
    {
      code: 'TR-1020E',
      name: texts('E-track 1020 motorised', {
        nl: 'E-rail 1020 gemotoriseerd',
        de: 'E-Schiene 1020 motorisiert',
        fr: 'Rail E 1020 motorisé',
        pl: 'Szyna E 1020 z napędem',
        lt: 'E bėgelis 1020 su varikliu',
      }),
      type: 'electrictrackrail',
      variant: 'cord_1020_motor',
      sizeMm: null,
      unit: 'meter',
      priceEurCents: 2490,
    },
    ['whitematt', 'blackmatt'],
  ),
  ...(
    [
      [
        'DR-R25',
        texts('Decorative rail round 25', {
          nl: 'Decoratieve rail rond 25',
          de: 'Dekorschiene rund 25',
          fr: 'Rail décoratif rond 25',
          pl: 'Szyna dekoracyjna okrągła 25',
          lt: 'Dekoratyvinis bėgelis, apvalus 25',
        }),
        'round25mm',
        25,
        1690,
      ],
      [
        'DR-R35',
        texts('Decorative rail round 35', {
          nl: 'Decoratieve rail rond 35',
          de: 'Dekorschiene rund 35',
          fr: 'Rail décoratif rond 35',
          pl: 'Szyna dekoracyjna okrągła 35',
          lt: 'Dekoratyvinis bėgelis, apvalus 35',
        }),
        'round35mm',
        35,
        2190,
      ],
      [
        'DR-S20',
        texts('Decorative rail square 20', {
          nl: 'Decoratieve rail vierkant 20',
          de: 'Dekorschiene eckig 20',
          fr: 'Rail décoratif carré 20',
          pl: 'Szyna dekoracyjna kwadratowa 20',
          lt: 'Dekoratyvinis bėgelis, kvadratinis 20',
        }),
        'square20mm',
        20,
        1790,
      ],
      [
        'DR-S30',
        texts('Decorative rail square 30', {
          nl: 'Decoratieve rail vierkant 30',
          de: 'Dekorschiene eckig 30',
          fr: 'Rail décoratif carré 30',
          pl: 'Szyna dekoracyjna kwadratowa 30',
          lt: 'Dekoratyvinis bėgelis, kvadratinis 30',
        }),
        'square30mm',
        30,
        2290,
      ],
    ] as const
  ).flatMap(([code, name, variant, sizeMm, priceEurCents]) =>
    inColours(
      { code, name, type: 'decorativerail', variant, sizeMm, unit: 'meter', priceEurCents },
      DECO_COLOURS,
    ),
  ),
  ...inColours(
    {
      code: 'ER-R35',
      name: texts('Electric decorative rail round 35', {
        nl: 'Elektrische decoratieve rail rond 35',
        de: 'Elektrische Dekorschiene rund 35',
        fr: 'Rail décoratif électrique rond 35',
        pl: 'Elektryczna szyna dekoracyjna okrągła 35',
        lt: 'Elektrinis dekoratyvinis bėgelis, apvalus 35',
      }),
      type: 'eraildecoround35mm',
      variant: 'round35mm',
      sizeMm: 35,
      unit: 'meter',
      priceEurCents: 3990,
    },
    ['blackmatt', 'whitematt', 'nickelbrushed'],
  ),
  ...inColours(
    {
      code: 'ER-S32',
      name: texts('Electric decorative rail square 32', {
        nl: 'Elektrische decoratieve rail vierkant 32',
        de: 'Elektrische Dekorschiene eckig 32',
        fr: 'Rail décoratif électrique carré 32',
        pl: 'Elektryczna szyna dekoracyjna kwadratowa 32',
        lt: 'Elektrinis dekoratyvinis bėgelis, kvadratinis 32',
      }),
      type: 'eraildecosquare32mm',
      variant: 'square30mm',
      sizeMm: 32,
      unit: 'meter',
      priceEurCents: 4190,
    },
    ['blackmatt', 'whitematt', 'anthracite'],
  ),
  ...(
    [
      [
        'RD-20',
        texts('Rod 20', {
          nl: 'Roede 20',
          de: 'Stange 20',
          fr: 'Tringle 20',
          pl: 'Drążek 20',
          lt: 'Karnizas 20',
        }),
        'rodsize20mm',
        20,
        1290,
      ],
      [
        'RD-25',
        texts('Rod 25', {
          nl: 'Roede 25',
          de: 'Stange 25',
          fr: 'Tringle 25',
          pl: 'Drążek 25',
          lt: 'Karnizas 25',
        }),
        'rodsize25mm',
        25,
        1490,
      ],
      [
        'RD-28',
        texts('Rod 28', {
          nl: 'Roede 28',
          de: 'Stange 28',
          fr: 'Tringle 28',
          pl: 'Drążek 28',
          lt: 'Karnizas 28',
        }),
        'rodsize28mm',
        28,
        1690,
      ],
      [
        'RD-35',
        texts('Rod 35', {
          nl: 'Roede 35',
          de: 'Stange 35',
          fr: 'Tringle 35',
          pl: 'Drążek 35',
          lt: 'Karnizas 35',
        }),
        'rodsize35mm',
        35,
        1990,
      ],
    ] as const
  ).flatMap(([code, name, variant, sizeMm, priceEurCents]) =>
    inColours(
      { code, name, type: 'decorativerod', variant, sizeMm, unit: 'meter', priceEurCents },
      ['blackmatt', 'whitematt', 'nickelbrushed', 'goldbrushed', 'bronze'],
    ),
  ),
  ...(
    [
      [
        'SP-CEIL',
        texts('Ceiling support', {
          nl: 'Plafondsteun',
          de: 'Deckenträger',
          fr: 'Support plafond',
          pl: 'Wspornik sufitowy',
          lt: 'Lubų laikiklis',
        }),
        'ceiling',
        290,
      ],
      [
        'SP-W20',
        texts('Wall support 20', {
          nl: 'Wandsteun 20',
          de: 'Wandträger 20',
          fr: 'Support mural 20',
          pl: 'Wspornik ścienny 20',
          lt: 'Sieninis laikiklis 20',
        }),
        'wall20mm',
        340,
      ],
      [
        'SP-W60',
        texts('Wall support 60', {
          nl: 'Wandsteun 60',
          de: 'Wandträger 60',
          fr: 'Support mural 60',
          pl: 'Wspornik ścienny 60',
          lt: 'Sieninis laikiklis 60',
        }),
        'wall60mm',
        390,
      ],
      [
        'SP-W90',
        texts('Wall support 90', {
          nl: 'Wandsteun 90',
          de: 'Wandträger 90',
          fr: 'Support mural 90',
          pl: 'Wspornik ścienny 90',
          lt: 'Sieninis laikiklis 90',
        }),
        'wall90mm',
        440,
      ],
      [
        'SP-WA90',
        texts('Wall support adjustable 90-130', {
          nl: 'Wandsteun verstelbaar 90-130',
          de: 'Wandträger verstellbar 90-130',
          fr: 'Support mural réglable 90-130',
          pl: 'Wspornik ścienny regulowany 90-130',
          lt: 'Reguliuojamas sieninis laikiklis 90-130',
        }),
        'walladjustable90to130mm',
        690,
      ],
      [
        'SP-WA140',
        texts('Wall support adjustable 140-180', {
          nl: 'Wandsteun verstelbaar 140-180',
          de: 'Wandträger verstellbar 140-180',
          fr: 'Support mural réglable 140-180',
          pl: 'Wspornik ścienny regulowany 140-180',
          lt: 'Reguliuojamas sieninis laikiklis 140-180',
        }),
        'walladjustable140to180mm',
        790,
      ],
      [
        'SP-INF',
        texts('Inside-frame support', {
          nl: 'Steun voor in het kozijn',
          de: 'Träger für die Fensterlaibung',
          fr: 'Support pour l’intérieur de l’embrasure',
          pl: 'Wspornik do montażu we wnęce okiennej',
          lt: 'Laikiklis montavimui lango angoje',
        }),
        'insideframe',
        320,
      ],
    ] as const
  ).flatMap(([code, name, variant, priceEurCents]) =>
    inColours(
      { code, name, type: 'supports', variant, sizeMm: null, unit: 'piece', priceEurCents },
      PART_COLOURS,
    ),
  ),
  ...(
    [
      [
        'RN-STD',
        texts('Runner', {
          nl: 'Glijder',
          de: 'Gleiter',
          fr: 'Glisseur',
          pl: 'Ślizg',
          lt: 'Slankiklis',
        }),
        'runner',
        25,
      ],
      [
        'RN-SIL',
        texts('Roller runner silent', {
          nl: 'Stille rolglijder',
          de: 'Leiser Rollengleiter',
          fr: 'Glisseur à roulette silencieux',
          pl: 'Cichy ślizg z rolką',
          lt: 'Tylus slankiklis su ratuku',
        }),
        'rollersilent',
        45,
      ],
      [
        'RN-ASY',
        texts('Runner asymmetric', {
          nl: 'Asymmetrische glijder',
          de: 'Asymmetrischer Gleiter',
          fr: 'Glisseur asymétrique',
          pl: 'Ślizg asymetryczny',
          lt: 'Asimetrinis slankiklis',
        }),
        'runnerasymmetric',
        35,
      ],
      [
        'RN-W6',
        texts('Wave runner 6 cm', {
          nl: 'Wave-glijder 6 cm',
          de: 'Wave-Gleiter 6 cm',
          fr: 'Glisseur pour plis vague 6 cm',
          pl: 'Ślizg do fali 6 cm',
          lt: 'Bangų klosčių slankiklis 6 cm',
        }),
        'waverunner6cm',
        55,
      ],
      [
        'RN-W8',
        texts('Wave runner 8 cm', {
          nl: 'Wave-glijder 8 cm',
          de: 'Wave-Gleiter 8 cm',
          fr: 'Glisseur pour plis vague 8 cm',
          pl: 'Ślizg do fali 8 cm',
          lt: 'Bangų klosčių slankiklis 8 cm',
        }),
        'waverunner8cm',
        55,
      ],
    ] as const
  ).flatMap(([code, name, variant, priceEurCents]) =>
    inColours(
      { code, name, type: 'runners', variant, sizeMm: null, unit: 'piece', priceEurCents },
      ['whitematt', 'blackmatt'],
    ),
  ),
  ...(
    [
      [
        'EK-BALL',
        texts('End knob ball', {
          nl: 'Eindknop bol',
          de: 'Endknopf Kugel',
          fr: 'Embout boule',
          pl: 'Końcówka kula',
          lt: 'Rutulio formos antgalis',
        }),
        'ball',
        690,
      ],
      [
        'EK-LRG',
        texts('End knob large', {
          nl: 'Eindknop groot',
          de: 'Endknopf groß',
          fr: 'Grand embout',
          pl: 'Końcówka duża',
          lt: 'Didelis antgalis',
        }),
        'large',
        890,
      ],
      [
        'EK-STD',
        texts('End knob standard', {
          nl: 'Eindknop standaard',
          de: 'Endknopf Standard',
          fr: 'Embout standard',
          pl: 'Końcówka standardowa',
          lt: 'Standartinis antgalis',
        }),
        'standard',
        490,
      ],
    ] as const
  ).flatMap(([code, name, variant, priceEurCents]) =>
    inColours(
      { code, name, type: 'endknobs', variant, sizeMm: null, unit: 'piece', priceEurCents },
      ['blackmatt', 'whitematt', 'nickelbrushed', 'goldbrushed'],
    ),
  ),
  ...inColours(
    {
      code: 'ES',
      name: texts('End stop', {
        nl: 'Eindstop',
        de: 'Endanschlag',
        fr: 'Butée de fin de rail',
        pl: 'Ogranicznik',
        lt: 'Galinis stabdiklis',
      }),
      type: 'endstops',
      variant: 'endstop',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 120,
    },
    ['whitematt', 'blackmatt'],
  ),
  ...inColours(
    {
      code: 'CN',
      name: texts('Connector', {
        nl: 'Verbinder',
        de: 'Verbinder',
        fr: 'Raccord',
        pl: 'Łącznik',
        lt: 'Jungtis',
      }),
      type: 'connectors',
      variant: 'connector',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 450,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'CV-45',
      name: texts('Curve 45°', {
        nl: 'Bocht 45°',
        de: 'Bogen 45°',
        fr: 'Courbe 45°',
        pl: 'Łuk 45°',
        lt: 'Lenkimas 45°',
      }),
      type: 'curves',
      variant: 'curve45',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 1490,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'CV-90',
      name: texts('Curve 90°', {
        nl: 'Bocht 90°',
        de: 'Bogen 90°',
        fr: 'Courbe 90°',
        pl: 'Łuk 90°',
        lt: 'Lenkimas 90°',
      }),
      type: 'curves',
      variant: 'curve90',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 1690,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'MT',
      name: texts('Curtain motor', {
        nl: 'Gordijnmotor',
        de: 'Vorhangmotor',
        fr: 'Moteur de rideau',
        pl: 'Silnik do zasłon',
        lt: 'Užuolaidų variklis',
      }),
      type: 'motors',
      variant: 'motor',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 18900,
    },
    ['whitematt', 'blackmatt'],
  ),
  ...inColours(
    {
      code: 'PW-230',
      name: texts('Power cord 230 V', {
        nl: 'Voedingskabel 230 V',
        de: 'Netzkabel 230 V',
        fr: 'Câble d’alimentation 230 V',
        pl: 'Przewód zasilający 230 V',
        lt: 'Maitinimo laidas 230 V',
      }),
      type: 'power',
      variant: 'standard230v',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 2490,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'PW-BAT',
      name: texts('Battery pack', {
        nl: 'Accupakket',
        de: 'Akkupack',
        fr: 'Bloc batterie',
        pl: 'Akumulator',
        lt: 'Akumuliatorių blokas',
      }),
      type: 'power',
      variant: 'battery',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 5990,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'RC-1',
      name: texts('Remote single channel', {
        nl: 'Afstandsbediening één kanaal',
        de: 'Fernbedienung 1 Kanal',
        fr: 'Télécommande 1 canal',
        pl: 'Pilot jednokanałowy',
        lt: 'Vieno kanalo pultelis',
      }),
      type: 'remotes',
      variant: 'single',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 3490,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'RC-15',
      name: texts('Remote universal 15 channels', {
        nl: 'Universele afstandsbediening 15 kanalen',
        de: 'Universalfernbedienung 15 Kanäle',
        fr: 'Télécommande universelle 15 canaux',
        pl: 'Pilot uniwersalny 15-kanałowy',
        lt: 'Universalus 15 kanalų pultelis',
      }),
      type: 'remotes',
      variant: 'universal',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 5490,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'HUB',
      name: texts('Smart home hub', {
        nl: 'Smart-home-hub',
        de: 'Smart-Home-Zentrale',
        fr: 'Box domotique',
        pl: 'Centrala inteligentnego domu',
        lt: 'Išmaniųjų namų centralė',
      }),
      type: 'hubs',
      variant: 'hub',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 12900,
    },
    [null],
  ),
  ...(
    [
      [
        'PR-75',
        texts('Pull rod 75 cm', {
          nl: 'Trekstok 75 cm',
          de: 'Zugstab 75 cm',
          fr: 'Baguette de tirage 75 cm',
          pl: 'Drążek do przesuwania zasłon 75 cm',
          lt: 'Užuolaidų traukimo lazdelė 75 cm',
        }),
        'pullrod75cm',
        990,
      ],
      [
        'PR-100',
        texts('Pull rod 100 cm', {
          nl: 'Trekstok 100 cm',
          de: 'Zugstab 100 cm',
          fr: 'Baguette de tirage 100 cm',
          pl: 'Drążek do przesuwania zasłon 100 cm',
          lt: 'Užuolaidų traukimo lazdelė 100 cm',
        }),
        'pullrod100cm',
        1190,
      ],
      [
        'PR-150',
        texts('Pull rod 150 cm', {
          nl: 'Trekstok 150 cm',
          de: 'Zugstab 150 cm',
          fr: 'Baguette de tirage 150 cm',
          pl: 'Drążek do przesuwania zasłon 150 cm',
          lt: 'Užuolaidų traukimo lazdelė 150 cm',
        }),
        'pullrod150cm',
        1490,
      ],
    ] as const
  ).flatMap(([code, name, variant, priceEurCents]) =>
    inColours(
      { code, name, type: 'pullrods', variant, sizeMm: null, unit: 'piece', priceEurCents },
      PART_COLOURS,
    ),
  ),
];

/** Price in another currency, rounded to 5 cents as the price list does. */
export function convertEuroCents(eurCents: number, currency: Currency): number {
  const exact = (eurCents * CURRENCY_FACTORS_PERCENT[currency]) / 100;
  return Math.round(exact / 5) * 5;
}
