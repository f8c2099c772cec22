import { defineCatalogue } from '../define.js';

// Namespace "lists": the list-page kit (a table with tabs, search, ordering, paging and a menu of
// actions per row).
const en = {
  actions: 'Actions',
  ordering: 'Sort by',
  empty: 'Nothing matches these filters.',
  rowsPerPage: 'Rows per page',
  range: '{{from}}–{{to}} of {{total}}',
  pagination: {
    first: 'First page',
    last: 'Last page',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
} as const;

export default defineCatalogue({
  en,
  'en-au': en,
  nl: {
    actions: 'Acties',
    ordering: 'Sorteren op',
    empty: 'Niets gevonden met deze filters.',
    rowsPerPage: 'Rijen per pagina',
    range: '{{from}}–{{to}} van {{total}}',
    pagination: {
      first: 'Eerste pagina',
      last: 'Laatste pagina',
      previous: 'Vorige pagina',
      next: 'Volgende pagina',
      page: 'Pagina {{page}}',
    },
  },
  de: {
    actions: 'Aktionen',
    ordering: 'Sortieren nach',
    empty: 'Keine Treffer für diese Filter.',
    rowsPerPage: 'Zeilen pro Seite',
    range: '{{from}}–{{to}} von {{total}}',
    pagination: {
      first: 'Erste Seite',
      last: 'Letzte Seite',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      page: 'Seite {{page}}',
    },
  },
  fr: {
    actions: 'Actions',
    ordering: 'Trier par',
    empty: 'Aucun résultat pour ces filtres.',
    rowsPerPage: 'Lignes par page',
    range: '{{from}}–{{to}} sur {{total}}',
    pagination: {
      first: 'Première page',
      last: 'Dernière page',
      previous: 'Page précédente',
      next: 'Page suivante',
      page: 'Page {{page}}',
    },
  },
  pl: {
    actions: 'Akcje',
    ordering: 'Sortuj według',
    empty: 'Brak wyników dla tych filtrów.',
    rowsPerPage: 'Wierszy na stronę',
    range: '{{from}}–{{to}} z {{total}}',
    pagination: {
      first: 'Pierwsza strona',
      last: 'Ostatnia strona',
      previous: 'Poprzednia strona',
      next: 'Następna strona',
      page: 'Strona {{page}}',
    },
  },
  lt: {
    actions: 'Veiksmai',
    ordering: 'Rikiuoti pagal',
    empty: 'Pagal šiuos filtrus nieko nerasta.',
    rowsPerPage: 'Eilučių puslapyje',
    range: '{{from}}–{{to}} iš {{total}}',
    pagination: {
      first: 'Pirmas puslapis',
      last: 'Paskutinis puslapis',
      previous: 'Ankstesnis puslapis',
      next: 'Kitas puslapis',
      page: '{{page}} puslapis',
    },
  },
});
