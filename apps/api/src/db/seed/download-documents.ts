// The documents of the service page, made with pdfmake when the demo is seeded: terms, measuring
// and return forms, price lists from the seeded collections, a shop poster and the collection
// overview, each in the language of its group's document list (Dutch, Polish, English) and under
// its group's brand (the partner group's carry the partner's).
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Currency, groupBrand } from '@atelier/domain';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { convertEuroCents, DEMO_FAMILIES, LIST_SALES_PERCENT } from './catalogue-data.js';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));
const roboto = require('pdfmake/fonts/Roboto.js') as {
  Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>;
};
let configured = false;

async function render(definition: TDocumentDefinitions): Promise<Buffer> {
  if (!configured) {
    pdfmake.setFonts({ Roboto: roboto.Roboto });
    // Nothing but the fonts is read: no URL, no other file.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontDir));
    configured = true;
  }
  return pdfmake.createPdf(definition).getBuffer();
}

export type DocumentLanguage = 'nl' | 'pl' | 'en';
export type DocumentKind =
  | 'terms'
  | 'measuring-form'
  | 'return-form'
  | 'price-list'
  | 'poster'
  | 'collection-overview';

type Words = Record<DocumentKind, { title: string; lines: string[] }> & {
  labels: Record<
    | 'collection'
    | 'width'
    | 'wholesale'
    | 'sales'
    | 'colours'
    | 'room'
    | 'widthCm'
    | 'dropCm'
    | 'fabric'
    | 'notes'
    | 'order'
    | 'article'
    | 'reason'
    | 'page',
    string
  >;
};

const WORDS: Record<DocumentLanguage, Words> = {
  nl: {
    terms: {
      title: 'Leveringsvoorwaarden 2026',
      lines: [
        'Maatwerk wordt gemaakt op de maten die u opgeeft; controleer ze voor u bevestigt.',
        'Levering met de vaste rit van uw winkel; de verwachte datum staat bij elke order.',
        'Klachten meldt u binnen veertien dagen na levering als retour in het portaal, met foto’s.',
        'Stalen zijn gratis en komen binnen vijf werkdagen.',
      ],
    },
    'measuring-form': {
      title: 'Inmeetformulier gordijnen',
      lines: [
        'Meet de breedte van de rail of roede, niet van het raam.',
        'Meet de hoogte van de bovenkant van de rail tot de vloer, op drie plaatsen; neem de kleinste.',
      ],
    },
    'return-form': {
      title: 'Retourformulier',
      lines: [
        'Meld een retour bij voorkeur in het portaal (Retouren): daar voegt u foto’s toe.',
        'Gebruik dit formulier alleen als het portaal niet bereikbaar is.',
      ],
    },
    'price-list': {
      title: 'Prijslijst 2026',
      lines: ['Prijzen per strekkende meter, exclusief btw.'],
    },
    poster: {
      title: 'Gordijnen op maat',
      lines: ['Gemaakt in ons eigen atelier', 'Vraag in de winkel naar de stalen'],
    },
    'collection-overview': {
      title: 'Collectieoverzicht 2026',
      lines: ['Alle collecties met hun kleuren.'],
    },
    labels: {
      collection: 'Collectie',
      width: 'Breedte',
      wholesale: 'Inkoop',
      sales: 'Verkoop',
      colours: 'Kleuren',
      room: 'Ruimte',
      widthCm: 'Breedte (cm)',
      dropCm: 'Hoogte (cm)',
      fabric: 'Stof',
      notes: 'Opmerkingen',
      order: 'Ordernummer',
      article: 'Artikel',
      reason: 'Reden',
      page: 'Pagina',
    },
  },
  pl: {
    terms: {
      title: 'Warunki dostawy 2026',
      lines: [
        'Produkty na wymiar wykonujemy według podanych wymiarów; sprawdź je przed potwierdzeniem.',
        'Dostawa stałym kursem do Twojego sklepu; przewidywana data jest przy każdym zamówieniu.',
        'Reklamacje zgłaszaj w ciągu czternastu dni od dostawy jako zwrot w portalu, ze zdjęciami.',
        'Próbki są bezpłatne i docierają w ciągu pięciu dni roboczych.',
      ],
    },
    'measuring-form': {
      title: 'Formularz pomiaru zasłon',
      lines: [
        'Mierz szerokość szyny lub karnisza, nie okna.',
        'Mierz wysokość od górnej krawędzi szyny do podłogi w trzech miejscach; przyjmij najmniejszą.',
      ],
    },
    'return-form': {
      title: 'Formularz zwrotu',
      lines: [
        'Zwrot najlepiej zgłosić w portalu (Zwroty): tam dodasz zdjęcia.',
        'Używaj tego formularza tylko wtedy, gdy portal jest niedostępny.',
      ],
    },
    'price-list': {
      title: 'Cennik 2026',
      lines: ['Ceny za metr bieżący, bez VAT.'],
    },
    poster: {
      title: 'Zasłony na wymiar',
      lines: ['Szyte w naszej własnej pracowni', 'Zapytaj w sklepie o próbki'],
    },
    'collection-overview': {
      title: 'Przegląd kolekcji 2026',
      lines: ['Wszystkie kolekcje z kolorami.'],
    },
    labels: {
      collection: 'Kolekcja',
      width: 'Szerokość',
      wholesale: 'Zakup',
      sales: 'Sprzedaż',
      colours: 'Kolory',
      room: 'Pomieszczenie',
      widthCm: 'Szerokość (cm)',
      dropCm: 'Wysokość (cm)',
      fabric: 'Tkanina',
      notes: 'Uwagi',
      order: 'Numer zamówienia',
      article: 'Artykuł',
      reason: 'Powód',
      page: 'Strona',
    },
  },
  en: {
    terms: {
      title: 'Terms of supply 2026',
      lines: [
        'Made-to-measure goods are made to the sizes you give; check them before you confirm.',
        'Delivery with your shop’s regular run; the expected date is shown on every order.',
        'Report a complaint within fourteen days of delivery as a return in the portal, with photos.',
        'Samples are free and arrive within five working days.',
      ],
    },
    'measuring-form': {
      title: 'Curtain measuring form',
      lines: [
        'Measure the width of the track or rod, not of the window.',
        'Measure the drop from the top of the track to the floor in three places; take the smallest.',
      ],
    },
    'return-form': {
      title: 'Return form',
      lines: [
        'Report a return in the portal (Returns) where you can: you add photos there.',
        'Use this form only when the portal cannot be reached.',
      ],
    },
    'price-list': {
      title: 'Price list 2026',
      lines: ['Prices per running metre, excluding tax.'],
    },
    poster: {
      title: 'Curtains made to measure',
      lines: ['Sewn in our own workroom', 'Ask in store for samples'],
    },
    'collection-overview': {
      title: 'Collection overview 2026',
      lines: ['Every collection with its colours.'],
    },
    labels: {
      collection: 'Collection',
      width: 'Width',
      wholesale: 'Wholesale',
      sales: 'Retail',
      colours: 'Colours',
      room: 'Room',
      widthCm: 'Width (cm)',
      dropCm: 'Drop (cm)',
      fabric: 'Fabric',
      notes: 'Notes',
      order: 'Order number',
      article: 'Article',
      reason: 'Reason',
      page: 'Page',
    },
  },
};

const LOCALE_TAG: Record<DocumentLanguage, string> = { nl: 'nl-NL', pl: 'pl-PL', en: 'en-AU' };

function blankRows(columns: string[], rows: number): Content {
  return {
    table: {
      headerRows: 1,
      widths: columns.map((_, index) => (index === columns.length - 1 ? '*' : 'auto')),
      body: [
        columns.map((text) => ({ text, bold: true, fillColor: '#f3ebe7' })),
        ...Array.from({ length: rows }, () => columns.map(() => ({ text: ' ', margin: [0, 6] }))),
      ],
    },
  } as Content;
}

function body(
  kind: DocumentKind,
  language: DocumentLanguage,
  currency: Currency,
  colour: string,
): Content[] {
  const words = WORDS[language];
  const l = words.labels;
  const money = new Intl.NumberFormat(LOCALE_TAG[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  switch (kind) {
    case 'measuring-form':
      return [blankRows([l.room, l.widthCm, l.dropCm, l.fabric, l.notes], 14)];
    case 'return-form':
      return [blankRows([l.order, l.article, l.reason], 10)];
    case 'price-list':
      return [
        {
          table: {
            headerRows: 1,
            widths: ['*', 'auto', 'auto', 'auto'],
            body: [
              [l.collection, l.width, l.wholesale, l.sales].map((text) => ({
                text,
                bold: true,
                fillColor: '#f3ebe7',
              })),
              ...DEMO_FAMILIES.map((family) => {
                const wholesale = convertEuroCents(family.priceEurCents, currency);
                return [
                  family.name,
                  `${family.widthMm / 10} cm`,
                  { text: money.format(wholesale / 100), alignment: 'right' },
                  {
                    text: money.format((wholesale * LIST_SALES_PERCENT) / 100 / 100),
                    alignment: 'right',
                  },
                ];
              }),
            ],
          },
        } as Content,
      ];
    case 'collection-overview':
      return DEMO_FAMILIES.map(
        (family) =>
          ({
            margin: [0, 0, 0, 10],
            unbreakable: true,
            stack: [
              { text: `${family.name} · ${family.colours.length} ${l.colours}`, bold: true },
              {
                canvas: family.colours.map((swatch, index) => ({
                  type: 'rect',
                  x: (index % 12) * 40,
                  y: Math.floor(index / 12) * 28,
                  w: 34,
                  h: 22,
                  r: 3,
                  color: swatch.hex,
                })),
                margin: [0, 4, 0, 0],
              },
            ],
          }) as Content,
      );
    case 'poster':
      return [
        {
          text: words.poster.lines.join('\n'),
          fontSize: 26,
          color: colour,
          alignment: 'center',
          margin: [0, 120, 0, 0],
        },
      ];
    default:
      return [];
  }
}

/** One document as PDF bytes. */
export async function documentPdf(options: {
  kind: DocumentKind;
  language: DocumentLanguage;
  currency: Currency;
  group: string;
}): Promise<Buffer> {
  const { kind, language, currency, group } = options;
  const brand = groupBrand(group);
  const words = WORDS[language];
  const lines = kind === 'poster' ? [] : words[kind].lines;
  return render({
    info: { title: words[kind].title, author: brand.name, creator: brand.name },
    pageSize: 'A4',
    pageMargins: [48, 72, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    header: {
      margin: [48, 24, 48, 0],
      columns: [
        {
          svg: `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${brand.colour}"/><text x="16" y="22" font-size="17" font-family="Helvetica" font-weight="bold" text-anchor="middle" fill="#ffffff">${brand.letter}</text></svg>`,
          width: 28,
        },
        { text: brand.name, bold: true, fontSize: 14, margin: [8, 5, 0, 0], color: '#333333' },
      ],
    },
    footer: (page, pages) => ({
      text: `${brand.name} · ${words[kind].title} · ${words.labels.page} ${page}/${pages}`,
      fontSize: 8,
      color: '#666666',
      margin: [48, 20, 48, 0],
    }),
    content: [
      {
        text: words[kind].title,
        fontSize: 20,
        bold: true,
        color: brand.colour,
        margin: [0, 0, 0, 12],
      },
      ...lines.map((line) => ({ text: line, margin: [0, 0, 0, 6] }) as Content),
      { text: ' ', margin: [0, 0, 0, 6] },
      ...body(kind, language, currency, brand.colour),
    ],
  });
}

export function documentTitle(kind: DocumentKind, language: DocumentLanguage): string {
  return WORDS[language][kind].title;
}
