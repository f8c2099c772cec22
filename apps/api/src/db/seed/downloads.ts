// The service page's downloads per customer group (portal §9): the Dutch document list for
// Default, the Polish one for Polish, Anwis and OBI Polska (under the partner brand), English for
// Australian; instruction videos with captions in every language for Default and Polish only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Currency, CustomerGroupName, Locale, ServiceItem } from '@atelier/domain';
import { MEDIA_DIR } from '../../paths.js';
import type { Db } from '../client.js';
import { download } from '../schema/index.js';
import { type DocumentKind, type DocumentLanguage, documentPdf } from './download-documents.js';

import { type Texts as Titles, texts as titles } from './texts.js';

const DOCUMENT_TITLES: Record<DocumentKind, Titles> = {
  terms: titles('Terms of supply 2026', {
    nl: 'Leveringsvoorwaarden 2026',
    de: 'Lieferbedingungen 2026',
    fr: 'Conditions de livraison 2026',
    pl: 'Warunki dostawy 2026',
    lt: 'Tiekimo sąlygos 2026',
  }),
  'measuring-form': titles('Curtain measuring form', {
    nl: 'Inmeetformulier gordijnen',
    de: 'Aufmaßformular Vorhänge',
    fr: 'Fiche de mesure des rideaux',
    pl: 'Formularz pomiaru zasłon',
    lt: 'Užuolaidų matavimo forma',
  }),
  'return-form': titles('Return form', {
    nl: 'Retourformulier',
    de: 'Rücksendeformular',
    fr: 'Formulaire de retour',
    pl: 'Formularz zwrotu',
    lt: 'Grąžinimo forma',
  }),
  'price-list': titles('Price list 2026', {
    nl: 'Prijslijst 2026',
    de: 'Preisliste 2026',
    fr: 'Liste de prix 2026',
    pl: 'Cennik 2026',
    lt: 'Kainoraštis 2026',
  }),
  poster: titles('Shop poster A4', {
    nl: 'Winkelposter A4',
    de: 'Ladenplakat A4',
    fr: 'Affiche de magasin A4',
    pl: 'Plakat sklepowy A4',
    lt: 'Parduotuvės plakatas A4',
  }),
  'collection-overview': titles('Collection overview 2026', {
    nl: 'Collectieoverzicht 2026',
    de: 'Kollektionsübersicht 2026',
    fr: 'Aperçu des collections 2026',
    pl: 'Przegląd kolekcji 2026',
    lt: 'Kolekcijų apžvalga 2026',
  }),
};

const DOCUMENT_CATEGORY: Record<DocumentKind, ServiceItem> = {
  terms: 'general',
  'measuring-form': 'forms',
  'return-form': 'forms',
  'price-list': 'price-lists',
  poster: 'promotion-materials',
  'collection-overview': 'fabric-collection-images',
};

const FILE_NAMES: Record<DocumentLanguage, Record<DocumentKind, string>> = {
  nl: {
    terms: 'leveringsvoorwaarden-2026.pdf',
    'measuring-form': 'inmeetformulier-gordijnen.pdf',
    'return-form': 'retourformulier.pdf',
    'price-list': 'prijslijst-2026.pdf',
    poster: 'winkelposter-a4.pdf',
    'collection-overview': 'collectieoverzicht-2026.pdf',
  },
  pl: {
    terms: 'warunki-dostawy-2026.pdf',
    'measuring-form': 'formularz-pomiaru-zasłon.pdf',
    'return-form': 'formularz-zwrotu.pdf',
    'price-list': 'cennik-2026.pdf',
    poster: 'plakat-sklepowy-a4.pdf',
    'collection-overview': 'przegląd-kolekcji-2026.pdf',
  },
  en: {
    terms: 'terms-of-supply-2026.pdf',
    'measuring-form': 'curtain-measuring-form.pdf',
    'return-form': 'return-form.pdf',
    'price-list': 'price-list-2026.pdf',
    poster: 'shop-poster-a4.pdf',
    'collection-overview': 'collection-overview-2026.pdf',
  },
};

interface GroupList {
  group: CustomerGroupName;
  language: DocumentLanguage;
  currency: Currency;
  documents: DocumentKind[];
  videos: boolean;
}

export const GROUP_DOWNLOADS: GroupList[] = [
  {
    group: 'Default',
    language: 'nl',
    currency: 'eur',
    documents: [
      'terms',
      'measuring-form',
      'return-form',
      'price-list',
      'poster',
      'collection-overview',
    ],
    videos: true,
  },
  {
    group: 'Polish',
    language: 'pl',
    currency: 'pln',
    documents: ['terms', 'measuring-form', 'return-form', 'price-list', 'poster'],
    videos: true,
  },
  {
    group: 'OBI Polska',
    language: 'pl',
    currency: 'pln',
    documents: ['terms', 'measuring-form', 'poster'],
    videos: false,
  },
  {
    group: 'Anwis',
    language: 'pl',
    currency: 'pln',
    documents: ['terms', 'measuring-form', 'return-form', 'price-list', 'collection-overview'],
    videos: false,
  },
  {
    group: 'Australian',
    language: 'en',
    currency: 'aud',
    documents: ['terms', 'measuring-form', 'return-form', 'price-list'],
    videos: false,
  },
];

type Cue = [start: string, end: string, text: string];
const VIDEOS: {
  code: 'measure' | 'order';
  title: Titles;
  cues: Record<Locale, Cue[]>;
}[] = [
  {
    code: 'measure',
    title: titles('Measuring a window', {
      nl: 'Een raam inmeten',
      de: 'Ein Fenster ausmessen',
      fr: 'Mesurer une fenêtre',
      pl: 'Pomiar okna',
      lt: 'Lango matavimas',
    }),
    cues: {
      en: [
        ['00:00.000', '00:03.000', 'First measure the width of the track, not of the window.'],
        ['00:03.000', '00:05.800', 'Then the drop: from the top of the track to the floor.'],
        [
          '00:05.800',
          '00:08.000',
          'The track sits above the window: that is where the curtain hangs.',
        ],
      ],
      'en-au': [
        ['00:00.000', '00:03.000', 'First measure the width of the track, not of the window.'],
        ['00:03.000', '00:05.800', 'Then the drop: from the top of the track to the floor.'],
        [
          '00:05.800',
          '00:08.000',
          'The track sits above the window: that is where the curtain hangs.',
        ],
      ],
      nl: [
        ['00:00.000', '00:03.000', 'Meet eerst de breedte van de rail, niet van het raam.'],
        ['00:03.000', '00:05.800', 'Dan de hoogte: van de bovenkant van de rail tot de vloer.'],
        ['00:05.800', '00:08.000', 'De rail zit boven het raam: daar hangt het gordijn aan.'],
      ],
      de: [
        ['00:00.000', '00:03.000', 'Messen Sie zuerst die Breite der Schiene, nicht des Fensters.'],
        ['00:03.000', '00:05.800', 'Dann die Höhe: von der Oberkante der Schiene bis zum Boden.'],
        ['00:05.800', '00:08.000', 'Die Schiene sitzt über dem Fenster: daran hängt der Vorhang.'],
      ],
      fr: [
        ['00:00.000', '00:03.000', 'Mesurez d’abord la largeur du rail, pas de la fenêtre.'],
        ['00:03.000', '00:05.800', 'Puis la hauteur : du haut du rail jusqu’au sol.'],
        [
          '00:05.800',
          '00:08.000',
          'Le rail est au-dessus de la fenêtre : le rideau y est suspendu.',
        ],
      ],
      pl: [
        ['00:00.000', '00:03.000', 'Najpierw zmierz szerokość szyny, nie okna.'],
        ['00:03.000', '00:05.800', 'Potem wysokość: od górnej krawędzi szyny do podłogi.'],
        ['00:05.800', '00:08.000', 'Szyna jest nad oknem: na niej wisi zasłona.'],
      ],
      lt: [
        ['00:00.000', '00:03.000', 'Pirmiausia išmatuokite bėgelio, o ne lango plotį.'],
        ['00:03.000', '00:05.800', 'Tada aukštį: nuo bėgelio viršaus iki grindų.'],
        ['00:05.800', '00:08.000', 'Bėgelis yra virš lango: ant jo kabo užuolaida.'],
      ],
    },
  },
  {
    code: 'order',
    title: titles('Ordering a curtain in five steps', {
      nl: 'Een gordijn bestellen in vijf stappen',
      de: 'Einen Vorhang in fünf Schritten bestellen',
      fr: 'Commander un rideau en cinq étapes',
      pl: 'Zamówienie zasłony w pięciu krokach',
      lt: 'Užuolaidos užsakymas penkiais žingsniais',
    }),
    cues: {
      en: [
        ['00:00.000', '00:01.600', 'Step 1: choose the product.'],
        ['00:01.600', '00:03.200', 'Step 2: choose the fabric.'],
        ['00:03.200', '00:04.800', 'Step 3: type the sizes.'],
        ['00:04.800', '00:06.400', 'Step 4: check the price and the drawing.'],
        ['00:06.400', '00:08.000', 'Step 5: save it in your order.'],
      ],
      'en-au': [
        ['00:00.000', '00:01.600', 'Step 1: choose the product.'],
        ['00:01.600', '00:03.200', 'Step 2: choose the fabric.'],
        ['00:03.200', '00:04.800', 'Step 3: type the sizes.'],
        ['00:04.800', '00:06.400', 'Step 4: check the price and the drawing.'],
        ['00:06.400', '00:08.000', 'Step 5: save it in your order.'],
      ],
      nl: [
        ['00:00.000', '00:01.600', 'Stap 1: kies het product.'],
        ['00:01.600', '00:03.200', 'Stap 2: kies de stof.'],
        ['00:03.200', '00:04.800', 'Stap 3: typ de maten.'],
        ['00:04.800', '00:06.400', 'Stap 4: controleer de prijs en de tekening.'],
        ['00:06.400', '00:08.000', 'Stap 5: bewaar het in uw order.'],
      ],
      de: [
        ['00:00.000', '00:01.600', 'Schritt 1: Produkt wählen.'],
        ['00:01.600', '00:03.200', 'Schritt 2: Stoff wählen.'],
        ['00:03.200', '00:04.800', 'Schritt 3: Maße eingeben.'],
        ['00:04.800', '00:06.400', 'Schritt 4: Preis und Zeichnung prüfen.'],
        ['00:06.400', '00:08.000', 'Schritt 5: im Auftrag speichern.'],
      ],
      fr: [
        ['00:00.000', '00:01.600', 'Étape 1 : choisissez le produit.'],
        ['00:01.600', '00:03.200', 'Étape 2 : choisissez le tissu.'],
        ['00:03.200', '00:04.800', 'Étape 3 : saisissez les mesures.'],
        ['00:04.800', '00:06.400', 'Étape 4 : vérifiez le prix et le dessin.'],
        ['00:06.400', '00:08.000', 'Étape 5 : enregistrez-le dans votre commande.'],
      ],
      pl: [
        ['00:00.000', '00:01.600', 'Krok 1: wybierz produkt.'],
        ['00:01.600', '00:03.200', 'Krok 2: wybierz tkaninę.'],
        ['00:03.200', '00:04.800', 'Krok 3: wpisz wymiary.'],
        ['00:04.800', '00:06.400', 'Krok 4: sprawdź cenę i rysunek.'],
        ['00:06.400', '00:08.000', 'Krok 5: zapisz w zamówieniu.'],
      ],
      lt: [
        ['00:00.000', '00:01.600', '1 žingsnis: pasirinkite gaminį.'],
        ['00:01.600', '00:03.200', '2 žingsnis: pasirinkite audinį.'],
        ['00:03.200', '00:04.800', '3 žingsnis: įveskite matmenis.'],
        ['00:04.800', '00:06.400', '4 žingsnis: patikrinkite kainą ir brėžinį.'],
        ['00:06.400', '00:08.000', '5 žingsnis: išsaugokite užsakyme.'],
      ],
    },
  },
];

export function webVtt(cues: Cue[]): string {
  return `WEBVTT\n\n${cues.map(([start, end, text], index) => `${index + 1}\n${start} --> ${end}\n${text}\n`).join('\n')}`;
}

const videoBytes = (code: string) => readFileSync(path.join(MEDIA_DIR, `${code}.webm`));

/** Rendered once per process: seeding several test databases renders the PDFs once. */
let rendered: Promise<(typeof download.$inferInsert)[]> | null = null;

async function rows(): Promise<(typeof download.$inferInsert)[]> {
  const result: (typeof download.$inferInsert)[] = [];
  for (const list of GROUP_DOWNLOADS) {
    let position = 0;
    for (const kind of list.documents) {
      const bytes = await documentPdf({
        kind,
        language: list.language,
        currency: list.currency,
        group: list.group,
      });
      result.push({
        customerGroup: list.group,
        category: DOCUMENT_CATEGORY[kind],
        code: kind,
        title: DOCUMENT_TITLES[kind],
        language: list.language,
        fileName: FILE_NAMES[list.language][kind],
        contentType: 'application/pdf',
        size: bytes.length,
        bytes,
        position: position++,
      });
    }
    if (!list.videos) continue;
    for (const video of VIDEOS) {
      const bytes = videoBytes(video.code);
      result.push({
        customerGroup: list.group,
        category: 'videos',
        code: `video-${video.code}`,
        title: video.title,
        language: list.language,
        fileName: `${video.code}.webm`,
        contentType: 'video/webm',
        size: bytes.length,
        bytes,
        captions: Object.fromEntries(
          Object.entries(video.cues).map(([locale, cues]) => [locale, webVtt(cues)]),
        ),
        position: position++,
      });
    }
  }
  return result;
}

export async function seedDownloads(db: Db): Promise<void> {
  // A group added to the demo later gets its list; the others are not rendered again.
  const present = await db.selectDistinct({ group: download.customerGroup }).from(download);
  const missing = GROUP_DOWNLOADS.filter(
    (list) => !present.some((row) => row.group === list.group),
  );
  if (missing.length === 0) return;
  rendered ??= rows();
  await db
    .insert(download)
    .values(await rendered)
    .onConflictDoNothing();
}
