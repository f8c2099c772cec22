// Curtain-breeze articles: the manufacturer's inspiration and trend corner. Each picture is a room
// drawn as SVG, its curtains in the weave and colour of a collection the article features, so the
// demo looks like a magazine without shipping photographs. Deterministic, like the swatches.
import type { Locale } from '@atelier/domain';
import { contentId } from '../../files/files.js';
import { insertFiles, type NewFile } from '../../files/files.repository.js';
import type { Db } from '../client.js';
import { type InspirationText, inspirationArticle } from '../schema/index.js';
import { DEMO_FAMILIES } from './catalogue-data.js';
import { shade, weave } from './swatches.js';

interface Scene {
  /** The collection whose cloth the curtains show, and which of its colours. */
  curtain: { code: string; colour: number };
  /** A sheer behind the curtains, if any. */
  sheer?: { code: string; colour: number };
  wall: string;
  floor: string;
  /** Evening light: a dark window instead of daylight. */
  evening?: boolean;
}

export interface DemoInspiration {
  slug: string;
  publishedOn: string;
  collections: string[];
  scene: Scene;
  texts: Record<Locale, InspirationText>;
}

function colourOf(code: string, index: number) {
  const family = DEMO_FAMILIES.find((candidate) => candidate.code === code);
  if (!family) throw new Error(`no demo collection ${code}`);
  const colour = family.colours[index] ?? family.colours[0]!;
  return { pattern: family.swatch, hex: colour.hex };
}

/** Folds of a curtain panel: vertical bands of light and shade over the cloth. */
function folds(x: number, width: number, top: number, height: number, id: string): string {
  const bands = 6;
  const step = width / bands;
  const shades = Array.from({ length: bands }, (_, index) => {
    const opacity = index % 2 === 0 ? 0.18 : 0.05;
    return `<rect x="${x + index * step}" y="${top}" width="${step / 2}" height="${height}" fill="#000" opacity="${opacity}"/>`;
  }).join('');
  return `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="url(#${id})"/>${shades}`;
}

/** A living room: wall, floor, window, rod, two curtain panels (and a sheer), a sofa and a plant. */
export function roomSvg(scene: Scene): string {
  const cloth = colourOf(scene.curtain.code, scene.curtain.colour);
  const curtainWeave = weave(cloth.pattern, cloth.hex, 2).replace('id="w"', 'id="c"');
  const sheer = scene.sheer ? colourOf(scene.sheer.code, scene.sheer.colour) : null;
  const sheerWeave = sheer ? weave(sheer.pattern, sheer.hex, 2).replace('id="w"', 'id="s"') : '';
  const sky = scene.evening
    ? '<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#1f2a44"/><stop offset="1" stop-color="#3b4a6b"/></linearGradient>'
    : '<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#cfe6f5"/><stop offset="1" stop-color="#f4efe2"/></linearGradient>';
  const body = [
    `<defs>${curtainWeave}${sheerWeave}${sky}</defs>`,
    `<rect width="800" height="500" fill="${scene.wall}"/>`,
    `<rect y="400" width="800" height="100" fill="${scene.floor}"/>`,
    `<rect y="396" width="800" height="6" fill="${shade(scene.wall, -25)}"/>`,
    // Window with its frame.
    `<rect x="250" y="70" width="300" height="300" fill="url(#sky)"/>`,
    `<path d="M400 70v300M250 220h300" stroke="#f7f5f0" stroke-width="8"/>`,
    `<rect x="250" y="70" width="300" height="300" fill="none" stroke="#f7f5f0" stroke-width="10"/>`,
    scene.evening ? '<circle cx="480" cy="130" r="16" fill="#f4e7b5" opacity=".9"/>' : '',
    // Sheer across the window.
    sheer ? `<rect x="240" y="52" width="320" height="348" fill="url(#s)" opacity=".55"/>` : '',
    // Rod and the two panels.
    `<rect x="170" y="44" width="460" height="8" rx="4" fill="#3b3b3b"/>`,
    '<circle cx="170" cy="48" r="9" fill="#3b3b3b"/><circle cx="630" cy="48" r="9" fill="#3b3b3b"/>',
    folds(180, 110, 52, 348, 'c'),
    folds(510, 110, 52, 348, 'c'),
    // Sofa.
    `<rect x="90" y="330" width="220" height="70" rx="14" fill="${shade(scene.floor, -35)}"/>`,
    `<rect x="100" y="300" width="200" height="50" rx="16" fill="${shade(scene.floor, -20)}"/>`,
    `<rect x="120" y="312" width="60" height="34" rx="8" fill="${shade(cloth.hex, 15)}"/>`,
    // Plant.
    `<rect x="650" y="340" width="50" height="60" rx="6" fill="#8a6f5a"/>`,
    '<ellipse cx="660" cy="320" rx="18" ry="34" fill="#4f7a55" transform="rotate(-20 660 320)"/>',
    '<ellipse cx="690" cy="316" rx="18" ry="38" fill="#5e8c63" transform="rotate(18 690 316)"/>',
    '<ellipse cx="675" cy="300" rx="14" ry="36" fill="#6a9a6e"/>',
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">${body}</svg>`;
}

const t = (title: string, intro: string, body: string): InspirationText => ({ title, intro, body });

export const DEMO_INSPIRATION: DemoInspiration[] = [
  {
    slug: 'velvet-for-the-darker-months',
    publishedOn: '2026-10-20',
    collections: ['VELLUTO', 'NOCTURNE', 'OBSCURA'],
    scene: {
      curtain: { code: 'VELLUTO', colour: 2 },
      wall: '#d9cfc4',
      floor: '#a88b6e',
      evening: true,
    },
    texts: {
      nl: t(
        'Fluweel voor de donkere maanden',
        'Diepe kleuren en een zachte glans maken van elke kamer een warme plek zodra de avonden vallen.',
        'Fluweel is terug als het stoffen statement van het seizoen. De zware val geeft rustige, diepe plooien en de glans verandert met het licht van de dag.\n\nCombineer een fluwelen gordijn met een **verduisterende voering** of een dim-out voor slaapkamers: zo blijft de kamer donker en stil. Adviseer uw klant een ruime plooi, zodat het gordijn ook open mooi hangt.',
      ),
      en: t(
        'Velvet for the darker months',
        'Deep colours and a soft sheen turn any room into a warm place once the evenings draw in.',
        'Velvet is back as the statement fabric of the season. Its heavy fall gives calm, deep folds, and its sheen changes with the light of the day.\n\nPair a velvet curtain with a **blackout lining** or a dim-out for bedrooms: the room stays dark and quiet. Advise your customer a generous fullness, so the curtain also hangs well when open.',
      ),
      'en-au': t(
        'Velvet for the cooler months',
        'Deep colours and a soft sheen turn any room into a warm place once the evenings draw in.',
        'Velvet is back as the statement fabric of the season. Its heavy fall gives calm, deep folds, and its sheen changes with the light of the day.\n\nPair a velvet curtain with a **blockout lining** or a dim-out for bedrooms: the room stays dark and quiet. Advise your customer a generous fullness, so the curtain also hangs well when open.',
      ),
      de: t(
        'Samt für die dunklen Monate',
        'Tiefe Farben und ein sanfter Glanz machen jeden Raum zu einem warmen Ort, sobald die Abende früher beginnen.',
        'Samt ist zurück als der Stoff der Saison. Sein schwerer Fall bildet ruhige, tiefe Falten, und sein Glanz wechselt mit dem Tageslicht.\n\nKombinieren Sie einen Samtvorhang mit einem **Verdunkelungsfutter** oder einem Dim-out für Schlafzimmer: Der Raum bleibt dunkel und still. Empfehlen Sie Ihrer Kundschaft eine großzügige Fülle, damit der Vorhang auch geöffnet schön fällt.',
      ),
      fr: t(
        'Le velours pour les mois sombres',
        'Des couleurs profondes et un léger brillant rendent chaque pièce chaleureuse dès que les soirées raccourcissent.',
        'Le velours revient comme le tissu phare de la saison. Son tombé lourd forme des plis calmes et profonds, et son brillant change avec la lumière du jour.\n\nAssociez un rideau en velours à une **doublure occultante** ou à un tissu dim-out pour les chambres : la pièce reste sombre et calme. Conseillez à votre client une ampleur généreuse, pour que le rideau tombe bien aussi ouvert.',
      ),
      pl: t(
        'Aksamit na ciemne miesiące',
        'Głębokie kolory i delikatny połysk sprawiają, że każde wnętrze staje się ciepłe, gdy wieczory robią się dłuższe.',
        'Aksamit wraca jako tkanina sezonu. Ciężko się układa, tworząc spokojne, głębokie fałdy, a jego połysk zmienia się wraz ze światłem dnia.\n\nPołącz aksamitną zasłonę z **podszewką zaciemniającą** lub tkaniną dim-out do sypialni: pokój pozostaje ciemny i cichy. Doradź klientowi obfite marszczenie, aby zasłona dobrze wyglądała także po odsłonięciu.',
      ),
      lt: t(
        'Aksomas tamsiesiems mėnesiams',
        'Sodrios spalvos ir švelnus blizgesys kiekvieną kambarį paverčia jaukiu, kai vakarai ilgėja.',
        'Aksomas grįžta kaip sezono audinys. Sunkiai krisdamas jis sudaro ramias, gilias klostes, o jo blizgesys keičiasi su dienos šviesa.\n\nAksominę užuolaidą derinkite su **užtamsinančiu pamušalu** arba „dim-out“ audiniu miegamiesiems: kambarys lieka tamsus ir tylus. Patarkite klientui rinktis didesnį raukimą, kad užuolaida gražiai kristų ir atitraukta.',
      ),
    },
  },
  {
    slug: 'natural-linen-and-sheer-layers',
    publishedOn: '2026-08-25',
    collections: ['LINO', 'BREEZE', 'ORGANZA'],
    scene: {
      curtain: { code: 'LINO', colour: 2 },
      sheer: { code: 'BREEZE', colour: 0 },
      wall: '#eee8dc',
      floor: '#c9ad8a',
    },
    texts: {
      nl: t(
        'Naturel linnen in lagen',
        'Een luchtige vitrage achter een linnen gordijn: de rustigste trend van het jaar, voor elk interieur.',
        'Lagen geven een raam diepte. Overdag filtert een **wijdebreedte vitrage** het licht zonder naden; ’s avonds sluit het linnen gordijn de kamer af.\n\nKies tinten uit dezelfde familie, zoals zand, kiezel en ecru, voor een rustig beeld. Linnen mag licht kreuken: dat hoort bij het natuurlijke karakter.',
      ),
      en: t(
        'Natural linen in layers',
        'An airy sheer behind a linen curtain: the calmest trend of the year, for any interior.',
        'Layers give a window depth. By day a **wide-width sheer** filters the light without seams; in the evening the linen curtain closes the room.\n\nChoose shades of one family, such as sand, pebble and ecru, for a calm look. Linen may crease a little: that is part of its natural character.',
      ),
      'en-au': t(
        'Natural linen in layers',
        'An airy sheer behind a linen curtain: the calmest trend of the year, for any interior.',
        'Layers give a window depth. By day a **wide-width sheer** filters the light without seams; in the evening the linen curtain closes the room.\n\nChoose shades of one family, such as sand, pebble and ecru, for a calm look. Linen may crease a little: that is part of its natural character.',
      ),
      de: t(
        'Naturleinen in Schichten',
        'Ein luftiger Store hinter einem Leinenvorhang: der ruhigste Trend des Jahres, für jedes Interieur.',
        'Schichten geben einem Fenster Tiefe. Tagsüber filtert ein **überbreiter Store** das Licht ohne Nähte; abends schließt der Leinenvorhang den Raum.\n\nWählen Sie Töne aus einer Familie, etwa Sand, Kiesel und Ecru, für ein ruhiges Bild. Leinen darf leicht knittern: Das gehört zu seinem natürlichen Charakter.',
      ),
      fr: t(
        'Le lin naturel en superposition',
        'Un voilage aérien derrière un rideau en lin : la tendance la plus sereine de l’année, pour tout intérieur.',
        'Superposer donne de la profondeur à une fenêtre. Le jour, un **voilage grande largeur** filtre la lumière sans coutures ; le soir, le rideau en lin ferme la pièce.\n\nChoisissez des teintes d’une même famille, comme sable, galet et écru, pour un effet apaisé. Le lin peut se froisser un peu : cela fait partie de son caractère naturel.',
      ),
      pl: t(
        'Naturalny len w warstwach',
        'Zwiewna firana za lnianą zasłoną: najspokojniejszy trend roku, do każdego wnętrza.',
        'Warstwy nadają oknu głębię. W dzień **firana o szerokości w wysokości** filtruje światło bez szwów; wieczorem lniana zasłona zamyka pokój.\n\nWybieraj odcienie z jednej rodziny, jak piasek, kamyk i ecru, dla spokojnego efektu. Len może się lekko gnieść: to część jego naturalnego charakteru.',
      ),
      lt: t(
        'Natūralus linas sluoksniais',
        'Lengva užuolaida už lininės užuolaidos: ramiausia metų tendencija, tinkanti bet kokiam interjerui.',
        'Sluoksniai suteikia langui gylio. Dieną **platus permatomas audinys** be siūlių filtruoja šviesą, o vakare lininė užuolaida uždaro kambarį.\n\nRinkitės vienos šeimos atspalvius, pavyzdžiui, smėlio, akmenuko ir ekru, kad vaizdas būtų ramus. Linas gali šiek tiek glamžytis: tai jo natūralaus charakterio dalis.',
      ),
    },
  },
  {
    slug: 'stripes-and-checks-are-back',
    publishedOn: '2026-05-12',
    collections: ['LIGNE', 'RAYURE', 'TARTAN'],
    scene: { curtain: { code: 'LIGNE', colour: 1 }, wall: '#f3f1ec', floor: '#b89a78' },
    texts: {
      nl: t(
        'Strepen en ruiten zijn terug',
        'Grafische dessins brengen ritme in een rustige kamer. Zo adviseert u ze zonder dat het druk wordt.',
        'Een streep op het raam maakt een plafond hoger en een ruit geeft een kamer karakter. Houd de rest van de ruimte effen en kies één kleur uit het dessin terug in kussens of plaids.\n\nLet bij het bestellen op de **patroonrapport**: bij gestreepte stoffen kiest u de aansluiting van de banen, zodat de strepen over de hele breedte doorlopen.',
      ),
      en: t(
        'Stripes and checks are back',
        'Graphic designs bring rhythm to a quiet room. Here is how to advise them without making it busy.',
        'A stripe on the window makes a ceiling look higher, and a check gives a room character. Keep the rest of the room plain and repeat one colour of the design in cushions or throws.\n\nWhen ordering, mind the **pattern repeat**: with striped fabrics you choose how the widths are matched, so the stripes run on across the whole width.',
      ),
      'en-au': t(
        'Stripes and checks are back',
        'Graphic designs bring rhythm to a quiet room. Here is how to advise them without making it busy.',
        'A stripe on the window makes a ceiling look higher, and a check gives a room character. Keep the rest of the room plain and repeat one colour of the design in cushions or throws.\n\nWhen ordering, mind the **pattern repeat**: with striped fabrics you choose how the widths are matched, so the stripes run on across the whole width.',
      ),
      de: t(
        'Streifen und Karos sind zurück',
        'Grafische Muster bringen Rhythmus in einen ruhigen Raum. So beraten Sie, ohne dass es unruhig wird.',
        'Ein Streifen am Fenster lässt die Decke höher wirken, ein Karo gibt dem Raum Charakter. Halten Sie den Rest des Raumes uni und greifen Sie eine Farbe des Musters in Kissen oder Decken auf.\n\nAchten Sie bei der Bestellung auf den **Musterrapport**: Bei gestreiften Stoffen wählen Sie den Bahnenanschluss, damit die Streifen über die ganze Breite durchlaufen.',
      ),
      fr: t(
        'Le retour des rayures et des carreaux',
        'Les motifs graphiques rythment une pièce calme. Voici comment les conseiller sans surcharger.',
        'Une rayure à la fenêtre fait paraître le plafond plus haut, un carreau donne du caractère à la pièce. Gardez le reste de la pièce uni et reprenez une couleur du motif dans les coussins ou les plaids.\n\nÀ la commande, tenez compte du **raccord de motif** : pour les tissus rayés, vous choisissez le raccord des lés, afin que les rayures se suivent sur toute la largeur.',
      ),
      pl: t(
        'Wracają paski i kratka',
        'Graficzne wzory wprowadzają rytm do spokojnego wnętrza. Podpowiadamy, jak je doradzać, by nie przytłoczyły.',
        'Pasy na oknie optycznie podwyższają sufit, a kratka nadaje wnętrzu charakter. Resztę pokoju utrzymaj w gładkich tkaninach i powtórz jeden kolor wzoru w poduszkach lub pledach.\n\nPrzy zamawianiu zwróć uwagę na **raport wzoru**: przy tkaninach w paski wybierasz sposób łączenia brytów, aby pasy biegły przez całą szerokość.',
      ),
      lt: t(
        'Grįžta dryžiai ir langeliai',
        'Grafiniai raštai suteikia ramiam kambariui ritmo. Štai kaip juos patarti, kad neatrodytų per daug.',
        'Dryžis ant lango optiškai paaukština lubas, o langeliai suteikia kambariui charakterio. Likusią erdvę palikite vienspalvę ir vieną rašto spalvą pakartokite pagalvėse ar plėduose.\n\nUžsakydami atkreipkite dėmesį į **rašto raportą**: dryžuotiems audiniams pasirenkate juostų sujungimą, kad dryžiai tęstųsi per visą plotį.',
      ),
    },
  },
];

/** Adds the articles (and their pictures) the database does not have yet; never changes one. */
export async function seedInspiration(db: Db): Promise<void> {
  const files: NewFile[] = [];
  const rows = DEMO_INSPIRATION.map((article) => {
    const bytes = Buffer.from(roomSvg(article.scene), 'utf8');
    const file: NewFile = { id: contentId(bytes), contentType: 'image/svg+xml', bytes };
    files.push(file);
    return {
      slug: article.slug,
      publishedOn: article.publishedOn,
      imageId: file.id,
      texts: article.texts,
      collectionCodes: article.collections,
      // The demo's articles went out on their day.
      publishedAt: new Date(`${article.publishedOn}T00:00:00Z`),
      updatedAt: new Date(`${article.publishedOn}T00:00:00Z`),
    };
  });
  await insertFiles(db, files);
  await db.insert(inspirationArticle).values(rows).onConflictDoNothing();
}
