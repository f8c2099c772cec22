import { defineCatalogue } from '../define.js';

// Namespace "productionMail": the mail to a shop when an article has a problem, is ready to ship
// or is delivered (with the user setting `production_mail`).
const en = {
  subject: {
    probleem: 'Article {{orderNumber}} has a problem',
    gerverz: 'Article {{orderNumber}} is ready to ship',
    bezorgd: 'Article {{orderNumber}} has been delivered',
  },
  greeting: 'Hello {{username}},',
  intro: {
    probleem:
      'The manufacturer reports a problem with article {{orderNumber}} of order {{orderId}}. Work on it is on hold.',
    gerverz: 'Article {{orderNumber}} of order {{orderId}} is ready to ship.',
    bezorgd: 'Article {{orderNumber}} of order {{orderId}} has been delivered.',
  },
  message: 'The manufacturer’s message: {{message}}',
  planned: 'Planned delivery date: {{date}}',
  action: 'Follow all your articles on the track page:',
  button: 'Open the track page',
  settings: 'You receive this mail because of your settings; switch it off under Settings.',
  signature: 'Kind regards, the {{brand}} team',
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    subject: {
      probleem: 'Artikel {{orderNumber}} heeft een probleem',
      gerverz: 'Artikel {{orderNumber}} is klaar voor verzending',
      bezorgd: 'Artikel {{orderNumber}} is bezorgd',
    },
    greeting: 'Hallo {{username}},',
    intro: {
      probleem:
        'De fabrikant meldt een probleem met artikel {{orderNumber}} van order {{orderId}}. Het werk eraan staat stil.',
      gerverz: 'Artikel {{orderNumber}} van order {{orderId}} is klaar voor verzending.',
      bezorgd: 'Artikel {{orderNumber}} van order {{orderId}} is bezorgd.',
    },
    message: 'Bericht van de fabrikant: {{message}}',
    planned: 'Geplande leverdatum: {{date}}',
    action: 'Volg al uw artikelen op de trackpagina:',
    button: 'Trackpagina openen',
    settings: 'U ontvangt deze mail door uw instellingen; zet hem uit onder Instellingen.',
    signature: 'Met vriendelijke groet, het {{brand}}-team',
  },
  de: {
    subject: {
      probleem: 'Artikel {{orderNumber}} hat ein Problem',
      gerverz: 'Artikel {{orderNumber}} ist versandbereit',
      bezorgd: 'Artikel {{orderNumber}} wurde geliefert',
    },
    greeting: 'Hallo {{username}},',
    intro: {
      probleem:
        'Der Hersteller meldet ein Problem mit Artikel {{orderNumber}} des Auftrags {{orderId}}. Die Arbeit daran ruht.',
      gerverz: 'Artikel {{orderNumber}} des Auftrags {{orderId}} ist versandbereit.',
      bezorgd: 'Artikel {{orderNumber}} des Auftrags {{orderId}} wurde geliefert.',
    },
    message: 'Nachricht des Herstellers: {{message}}',
    planned: 'Geplantes Lieferdatum: {{date}}',
    action: 'Verfolgen Sie alle Ihre Artikel auf der Tracking-Seite:',
    button: 'Tracking-Seite öffnen',
    settings:
      'Sie erhalten diese Mail aufgrund Ihrer Einstellungen; Sie können sie unter Einstellungen abschalten.',
    signature: 'Mit freundlichen Grüßen, das {{brand}}-Team',
  },
  fr: {
    subject: {
      probleem: "L'article {{orderNumber}} a un problème",
      gerverz: "L'article {{orderNumber}} est prêt à être expédié",
      bezorgd: "L'article {{orderNumber}} a été livré",
    },
    greeting: 'Bonjour {{username}},',
    intro: {
      probleem:
        "Le fabricant signale un problème avec l'article {{orderNumber}} de la commande {{orderId}}. Le travail est suspendu.",
      gerverz: "L'article {{orderNumber}} de la commande {{orderId}} est prêt à être expédié.",
      bezorgd: "L'article {{orderNumber}} de la commande {{orderId}} a été livré.",
    },
    message: 'Message du fabricant : {{message}}',
    planned: 'Date de livraison prévue : {{date}}',
    action: 'Suivez tous vos articles sur la page de suivi :',
    button: 'Ouvrir la page de suivi',
    settings:
      'Vous recevez ce courriel en raison de vos paramètres ; désactivez-le dans Paramètres.',
    signature: "Cordialement, l'équipe {{brand}}",
  },
  pl: {
    subject: {
      probleem: 'Artykuł {{orderNumber}} ma problem',
      gerverz: 'Artykuł {{orderNumber}} jest gotowy do wysyłki',
      bezorgd: 'Artykuł {{orderNumber}} został dostarczony',
    },
    greeting: 'Dzień dobry {{username}},',
    intro: {
      probleem:
        'Producent zgłasza problem z artykułem {{orderNumber}} zamówienia {{orderId}}. Prace są wstrzymane.',
      gerverz: 'Artykuł {{orderNumber}} zamówienia {{orderId}} jest gotowy do wysyłki.',
      bezorgd: 'Artykuł {{orderNumber}} zamówienia {{orderId}} został dostarczony.',
    },
    message: 'Wiadomość od producenta: {{message}}',
    planned: 'Planowana data dostawy: {{date}}',
    action: 'Śledź wszystkie swoje artykuły na stronie śledzenia:',
    button: 'Otwórz stronę śledzenia',
    settings: 'Otrzymujesz tę wiadomość zgodnie ze swoimi ustawieniami; wyłącz ją w Ustawieniach.',
    signature: 'Z poważaniem, zespół {{brand}}',
  },
  lt: {
    subject: {
      probleem: 'Gaminys {{orderNumber}} turi problemą',
      gerverz: 'Gaminys {{orderNumber}} paruoštas siuntimui',
      bezorgd: 'Gaminys {{orderNumber}} pristatytas',
    },
    greeting: 'Sveiki, {{username}},',
    intro: {
      probleem:
        'Gamintojas praneša apie užsakymo {{orderId}} gaminio {{orderNumber}} problemą. Darbas sustabdytas.',
      gerverz: 'Užsakymo {{orderId}} gaminys {{orderNumber}} paruoštas siuntimui.',
      bezorgd: 'Užsakymo {{orderId}} gaminys {{orderNumber}} pristatytas.',
    },
    message: 'Gamintojo pranešimas: {{message}}',
    planned: 'Planuojama pristatymo data: {{date}}',
    action: 'Visus savo gaminius sekite sekimo puslapyje:',
    button: 'Atidaryti sekimo puslapį',
    settings: 'Šį laišką gaunate dėl savo nustatymų; išjunkite jį skiltyje Nustatymai.',
    signature: 'Pagarbiai, {{brand}} komanda',
  },
});
