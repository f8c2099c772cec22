import { defineCatalogue } from '../define.js';

// Namespace "common": the product name, generic actions and the loading/empty/error states.
// `language.self` names each language in itself, for the language picker.
const en = {
  product: 'Atelier',
  language: { self: 'English', label: 'Language' },
  password: { show: 'Show password', hide: 'Hide password' },
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Try again',
    clear: 'Clear',
    reload: 'Reload the page',
  },
  states: {
    loading: 'Loading…',
    empty: 'Nothing to show yet.',
    error: 'Sorry, something went wrong. Please try again.',
    errorTitle: 'Something went wrong',
  },
  // Closing a window with typed content asks first (Escape, its close button, outside it).
  discard: {
    title: 'Discard what you typed?',
    body: 'What you typed in this window is not saved yet.',
    keep: 'Keep editing',
    discard: 'Discard',
  },
  // How a day field's placeholder names the parts in this language ("DD-MM-JJJJ" in Dutch);
  // the order and separator are the language's own.
  dayParts: { day: 'DD', month: 'MM', year: 'YYYY' },
  version: 'Version {{version}}',
  // The sales tax's name by the dealer's country (`salesTaxOf`): VAT in Europe, GST in Australia,
  // New Zealand and Canada, HST in Canada's harmonised provinces.
  taxNames: { vat: 'VAT', gst: 'GST', hst: 'HST' },
  // A label with its value, or a label before what follows it ("Reference: KO-77").
  labelled: '{{label}}: {{value}}',
  labelLead: '{{label}}:',
  failure: {
    title: 'This page could not be shown',
    body: 'Something unexpected happened. Try again; if it happens again, give support the reference below.',
    reference: 'Reference for support:',
    chunkTitle: 'The page could not be loaded',
    chunkBody: 'Part of the portal failed to load, perhaps after an update. Reload to continue.',
  },
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en, language: { ...en.language, self: 'English (Australia)' } },
  nl: {
    product: 'Atelier',
    language: { self: 'Nederlands', label: 'Taal' },
    password: { show: 'Wachtwoord tonen', hide: 'Wachtwoord verbergen' },
    actions: {
      save: 'Opslaan',
      cancel: 'Annuleren',
      close: 'Sluiten',
      retry: 'Opnieuw proberen',
      clear: 'Wissen',
      reload: 'Pagina opnieuw laden',
    },
    states: {
      loading: 'Laden…',
      empty: 'Nog niets om te tonen.',
      error: 'Sorry, er ging iets mis. Probeer het opnieuw.',
      errorTitle: 'Er ging iets mis',
    },
    discard: {
      title: 'Weggooien wat je hebt getypt?',
      body: 'Wat je in dit venster hebt getypt, is nog niet opgeslagen.',
      keep: 'Verder bewerken',
      discard: 'Weggooien',
    },
    dayParts: { day: 'DD', month: 'MM', year: 'JJJJ' },
    version: 'Versie {{version}}',
    taxNames: { vat: 'btw', gst: 'GST', hst: 'HST' },
    labelled: '{{label}}: {{value}}',
    labelLead: '{{label}}:',
    failure: {
      title: 'Deze pagina kan niet worden getoond',
      body: 'Er gebeurde iets onverwachts. Probeer het opnieuw; gebeurt het weer, geef de klantenservice dan het kenmerk hieronder.',
      reference: 'Kenmerk voor de klantenservice:',
      chunkTitle: 'De pagina kon niet worden geladen',
      chunkBody:
        'Een deel van het portaal kon niet worden geladen, mogelijk na een update. Laad de pagina opnieuw.',
    },
  },
  de: {
    product: 'Atelier',
    language: { self: 'Deutsch', label: 'Sprache' },
    password: { show: 'Passwort anzeigen', hide: 'Passwort verbergen' },
    actions: {
      save: 'Speichern',
      cancel: 'Abbrechen',
      close: 'Schließen',
      retry: 'Erneut versuchen',
      clear: 'Leeren',
      reload: 'Seite neu laden',
    },
    states: {
      loading: 'Wird geladen…',
      empty: 'Noch nichts anzuzeigen.',
      error: 'Leider ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
      errorTitle: 'Etwas ist schiefgelaufen',
    },
    discard: {
      title: 'Eingaben verwerfen?',
      body: 'Was Sie in diesem Fenster eingegeben haben, ist noch nicht gespeichert.',
      keep: 'Weiter bearbeiten',
      discard: 'Verwerfen',
    },
    dayParts: { day: 'TT', month: 'MM', year: 'JJJJ' },
    version: 'Version {{version}}',
    taxNames: { vat: 'MwSt.', gst: 'GST', hst: 'HST' },
    labelled: '{{label}}: {{value}}',
    labelLead: '{{label}}:',
    failure: {
      title: 'Diese Seite kann nicht angezeigt werden',
      body: 'Etwas Unerwartetes ist passiert. Versuchen Sie es erneut; passiert es wieder, nennen Sie dem Kundendienst die Referenz unten.',
      reference: 'Referenz für den Kundendienst:',
      chunkTitle: 'Die Seite konnte nicht geladen werden',
      chunkBody:
        'Ein Teil des Portals konnte nicht geladen werden, vielleicht nach einem Update. Laden Sie die Seite neu.',
    },
  },
  fr: {
    product: 'Atelier',
    language: { self: 'Français', label: 'Langue' },
    password: { show: 'Afficher le mot de passe', hide: 'Masquer le mot de passe' },
    actions: {
      save: 'Enregistrer',
      cancel: 'Annuler',
      close: 'Fermer',
      retry: 'Réessayer',
      clear: 'Effacer',
      reload: 'Recharger la page',
    },
    states: {
      loading: 'Chargement…',
      empty: 'Rien à afficher pour le moment.',
      error: "Désolé, une erreur s'est produite. Veuillez réessayer.",
      errorTitle: "Une erreur s'est produite",
    },
    discard: {
      title: 'Abandonner votre saisie ?',
      body: 'Ce que vous avez saisi dans cette fenêtre n’est pas encore enregistré.',
      keep: 'Continuer la saisie',
      discard: 'Abandonner',
    },
    dayParts: { day: 'JJ', month: 'MM', year: 'AAAA' },
    version: 'Version {{version}}',
    taxNames: { vat: 'TVA', gst: 'TPS', hst: 'TVH' },
    // French sets a (no-break) space before the colon.
    labelled: '{{label}}\u00a0: {{value}}',
    labelLead: '{{label}}\u00a0:',
    failure: {
      title: "Cette page ne peut pas s'afficher",
      body: "Un problème inattendu s'est produit. Réessayez ; si cela se reproduit, donnez au service client la référence ci-dessous.",
      reference: 'Référence pour le service client :',
      chunkTitle: "La page n'a pas pu être chargée",
      chunkBody:
        "Une partie du portail n'a pas pu être chargée, peut-être après une mise à jour. Rechargez la page.",
    },
  },
  pl: {
    product: 'Atelier',
    language: { self: 'Polski', label: 'Język' },
    password: { show: 'Pokaż hasło', hide: 'Ukryj hasło' },
    actions: {
      save: 'Zapisz',
      cancel: 'Anuluj',
      close: 'Zamknij',
      retry: 'Spróbuj ponownie',
      clear: 'Wyczyść',
      reload: 'Odśwież stronę',
    },
    states: {
      loading: 'Ładowanie…',
      empty: 'Na razie nie ma nic do wyświetlenia.',
      error: 'Przepraszamy, coś poszło nie tak. Spróbuj ponownie.',
      errorTitle: 'Coś poszło nie tak',
    },
    discard: {
      title: 'Odrzucić wpisane dane?',
      body: 'To, co wpisano w tym oknie, nie zostało jeszcze zapisane.',
      keep: 'Kontynuuj edycję',
      discard: 'Odrzuć',
    },
    dayParts: { day: 'DD', month: 'MM', year: 'RRRR' },
    version: 'Wersja {{version}}',
    taxNames: { vat: 'VAT', gst: 'GST', hst: 'HST' },
    labelled: '{{label}}: {{value}}',
    labelLead: '{{label}}:',
    failure: {
      title: 'Nie można wyświetlić tej strony',
      body: 'Wystąpił nieoczekiwany problem. Spróbuj ponownie; jeśli to się powtórzy, podaj obsłudze klienta poniższy numer referencyjny.',
      reference: 'Numer referencyjny dla obsługi klienta:',
      chunkTitle: 'Nie udało się wczytać strony',
      chunkBody:
        'Nie udało się wczytać części portalu, być może po aktualizacji. Odśwież stronę, aby kontynuować.',
    },
  },
  lt: {
    product: 'Atelier',
    language: { self: 'Lietuvių', label: 'Kalba' },
    password: { show: 'Rodyti slaptažodį', hide: 'Slėpti slaptažodį' },
    actions: {
      save: 'Išsaugoti',
      cancel: 'Atšaukti',
      close: 'Uždaryti',
      retry: 'Bandyti dar kartą',
      clear: 'Išvalyti',
      reload: 'Įkelti puslapį iš naujo',
    },
    states: {
      loading: 'Įkeliama…',
      empty: 'Kol kas nėra ką rodyti.',
      error: 'Atsiprašome, kažkas nepavyko. Bandykite dar kartą.',
      errorTitle: 'Kažkas nepavyko',
    },
    discard: {
      title: 'Atmesti tai, ką įvedėte?',
      body: 'Tai, ką įvedėte šiame lange, dar neišsaugota.',
      keep: 'Tęsti redagavimą',
      discard: 'Atmesti',
    },
    dayParts: { day: 'DD', month: 'MM', year: 'MMMM' },
    version: 'Versija {{version}}',
    taxNames: { vat: 'PVM', gst: 'GST', hst: 'HST' },
    labelled: '{{label}}: {{value}}',
    labelLead: '{{label}}:',
    failure: {
      title: 'Šio puslapio parodyti nepavyko',
      body: 'Įvyko netikėta klaida. Bandykite dar kartą; jei tai pasikartos, pateikite klientų aptarnavimui žemiau esantį numerį.',
      reference: 'Numeris klientų aptarnavimui:',
      chunkTitle: 'Nepavyko įkelti puslapio',
      chunkBody:
        'Nepavyko įkelti dalies portalo, galbūt po atnaujinimo. Įkelkite puslapį iš naujo.',
    },
  },
});
