import { defineCatalogue } from '../define.js';

// Namespace "dashboard": the dashboard tiles (portal §2) and the product choice page.
const en = {
  intro:
    'What would you like to do today? Start a new article, or pick up your orders, offers and samples where you left them.',
  welcome: 'Welcome, {{name}}.',
  tiles: {
    collections: {
      title: 'New curtain collections',
      body: 'See the latest fabrics and colours of this season.',
    },
    confirmedOrders: {
      title: 'Confirmed orders',
      body: 'Follow the orders you have confirmed.',
    },
    quotes: {
      title: 'Entered quotes',
      body: 'Open, extend or confirm the offers you made.',
    },
    products: {
      title: 'Products',
      body: 'Configure curtains, roman curtains, rails and rods to the millimetre.',
    },
    sampleService: {
      title: 'Sample service',
      body: 'Request fabric samples for your customers.',
    },
    faq: {
      title: 'Frequently asked questions',
      body: 'Answers to the questions dealers ask most.',
    },
    blog: {
      title: 'Blogs & trends',
      body: 'Inspiration and interior trends for your shop.',
    },
    newsletter: {
      title: 'Newsletter',
      body: 'News about collections, prices and the portal.',
    },
  },
  products: {
    intro: 'Choose what you want to configure.',
    curtain: {
      title: 'Made-to-measure curtain',
      body: 'Pleated, wave, ring and other curtains sewn to your sizes.',
      action: 'Configure a curtain',
    },
    foldcurtain: {
      title: 'Roman curtain',
      body: 'Fold curtains with your choice of fold type and operation.',
      action: 'Configure a roman curtain',
    },
    railrod: {
      title: 'Rail or rod',
      body: 'Tracks, decorative rails, electric rails and rods cut to length.',
      action: 'Configure a rail or rod',
    },
    railrodparts: {
      title: 'Loose rail and rod parts',
      body: 'Supports, runners, end knobs and other parts on their own.',
      action: 'Choose parts',
    },
  },
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    intro:
      'Wat wilt u vandaag doen? Begin een nieuw artikel, of ga verder met uw orders, offertes en stalen waar u was gebleven.',
    welcome: 'Welkom, {{name}}.',
    tiles: {
      collections: {
        title: 'Nieuwe gordijncollecties',
        body: 'Bekijk de nieuwste stoffen en kleuren van dit seizoen.',
      },
      confirmedOrders: {
        title: 'Bevestigde orders',
        body: 'Volg de orders die u hebt bevestigd.',
      },
      quotes: {
        title: 'Ingevoerde offertes',
        body: 'Open, vul aan of bevestig de offertes die u maakte.',
      },
      products: {
        title: 'Producten',
        body: 'Stel gordijnen, vouwgordijnen, rails en roedes op de millimeter samen.',
      },
      sampleService: {
        title: 'Stalenservice',
        body: 'Vraag stofstalen aan voor uw klanten.',
      },
      faq: {
        title: 'Veelgestelde vragen',
        body: 'Antwoorden op de vragen die dealers het vaakst stellen.',
      },
      blog: {
        title: 'Blogs & trends',
        body: 'Inspiratie en interieurtrends voor uw winkel.',
      },
      newsletter: {
        title: 'Nieuwsbrief',
        body: 'Nieuws over collecties, prijzen en het portaal.',
      },
    },
    products: {
      intro: 'Kies wat u wilt samenstellen.',
      curtain: {
        title: 'Gordijn op maat',
        body: 'Plooi-, wave-, ring- en andere gordijnen, genaaid op uw maten.',
        action: 'Gordijn samenstellen',
      },
      foldcurtain: {
        title: 'Vouwgordijn',
        body: 'Vouwgordijnen met het vouwtype en de bediening van uw keuze.',
        action: 'Vouwgordijn samenstellen',
      },
      railrod: {
        title: 'Rail of roede',
        body: 'Rails, decoratieve rails, elektrische rails en roedes op lengte.',
        action: 'Rail of roede samenstellen',
      },
      railrodparts: {
        title: 'Losse rail- en roedeonderdelen',
        body: 'Steunen, runners, eindknoppen en andere onderdelen los.',
        action: 'Onderdelen kiezen',
      },
    },
  },
  de: {
    intro:
      'Was möchten Sie heute tun? Beginnen Sie einen neuen Artikel, oder machen Sie mit Ihren Aufträgen, Angeboten und Mustern dort weiter, wo Sie aufgehört haben.',
    welcome: 'Willkommen, {{name}}.',
    tiles: {
      collections: {
        title: 'Neue Vorhangkollektionen',
        body: 'Entdecken Sie die neuesten Stoffe und Farben der Saison.',
      },
      confirmedOrders: {
        title: 'Bestätigte Aufträge',
        body: 'Verfolgen Sie die Aufträge, die Sie bestätigt haben.',
      },
      quotes: {
        title: 'Erfasste Angebote',
        body: 'Öffnen, ergänzen oder bestätigen Sie Ihre Angebote.',
      },
      products: {
        title: 'Produkte',
        body: 'Konfigurieren Sie Vorhänge, Raffrollos, Schienen und Stangen millimetergenau.',
      },
      sampleService: {
        title: 'Musterservice',
        body: 'Fordern Sie Stoffmuster für Ihre Kunden an.',
      },
      faq: {
        title: 'Häufige Fragen',
        body: 'Antworten auf die Fragen, die Händler am häufigsten stellen.',
      },
      blog: {
        title: 'Blogs & Trends',
        body: 'Inspiration und Wohntrends für Ihr Geschäft.',
      },
      newsletter: {
        title: 'Newsletter',
        body: 'Neuigkeiten zu Kollektionen, Preisen und dem Portal.',
      },
    },
    products: {
      intro: 'Wählen Sie, was Sie konfigurieren möchten.',
      curtain: {
        title: 'Vorhang nach Maß',
        body: 'Falten-, Wellen-, Ösen- und andere Vorhänge, nach Ihren Maßen genäht.',
        action: 'Vorhang konfigurieren',
      },
      foldcurtain: {
        title: 'Raffrollo',
        body: 'Raffrollos mit Faltart und Bedienung nach Wahl.',
        action: 'Raffrollo konfigurieren',
      },
      railrod: {
        title: 'Schiene oder Stange',
        body: 'Schienen, Dekorschienen, elektrische Schienen und Stangen auf Länge.',
        action: 'Schiene oder Stange konfigurieren',
      },
      railrodparts: {
        title: 'Einzelne Schienen- und Stangenteile',
        body: 'Träger, Gleiter, Endknöpfe und weitere Teile einzeln.',
        action: 'Teile wählen',
      },
    },
  },
  fr: {
    intro:
      'Que souhaitez-vous faire aujourd’hui ? Commencez un nouvel article, ou reprenez vos commandes, offres et échantillons là où vous les avez laissés.',
    welcome: 'Bienvenue, {{name}}.',
    tiles: {
      collections: {
        title: 'Nouvelles collections de rideaux',
        body: 'Découvrez les derniers tissus et coloris de la saison.',
      },
      confirmedOrders: {
        title: 'Commandes confirmées',
        body: 'Suivez les commandes que vous avez confirmées.',
      },
      quotes: {
        title: 'Devis saisis',
        body: 'Ouvrez, complétez ou confirmez vos devis.',
      },
      products: {
        title: 'Produits',
        body: 'Configurez rideaux, stores bateau, rails et tringles au millimètre.',
      },
      sampleService: {
        title: "Service d'échantillons",
        body: 'Demandez des échantillons de tissu pour vos clients.',
      },
      faq: {
        title: 'Questions fréquentes',
        body: 'Les réponses aux questions les plus posées par les revendeurs.',
      },
      blog: {
        title: 'Blogs et tendances',
        body: 'Inspiration et tendances déco pour votre magasin.',
      },
      newsletter: {
        title: "Lettre d'information",
        body: 'Actualités sur les collections, les prix et le portail.',
      },
    },
    products: {
      intro: 'Choisissez ce que vous voulez configurer.',
      curtain: {
        title: 'Rideau sur mesure',
        body: 'Rideaux plissés, à vague, à œillets et autres, cousus à vos mesures.',
        action: 'Configurer un rideau',
      },
      foldcurtain: {
        title: 'Store bateau',
        body: 'Stores bateau avec le type de pli et la commande de votre choix.',
        action: 'Configurer un store bateau',
      },
      railrod: {
        title: 'Rail ou tringle',
        body: 'Rails, rails décoratifs, rails électriques et tringles coupés à longueur.',
        action: 'Configurer un rail ou une tringle',
      },
      railrodparts: {
        title: 'Pièces détachées de rails et tringles',
        body: 'Supports, glisseurs, embouts et autres pièces à l’unité.',
        action: 'Choisir des pièces',
      },
    },
  },
  pl: {
    intro:
      'Co chcesz dziś zrobić? Zacznij nowy artykuł albo kontynuuj pracę nad swoimi zamówieniami, ofertami i próbkami.',
    welcome: 'Witaj, {{name}}.',
    tiles: {
      collections: {
        title: 'Nowe kolekcje zasłon',
        body: 'Zobacz najnowsze tkaniny i kolory sezonu.',
      },
      confirmedOrders: {
        title: 'Potwierdzone zamówienia',
        body: 'Śledź zamówienia, które potwierdziłeś.',
      },
      quotes: {
        title: 'Wprowadzone oferty',
        body: 'Otwieraj, uzupełniaj lub potwierdzaj swoje oferty.',
      },
      products: {
        title: 'Produkty',
        body: 'Konfiguruj zasłony, rolety rzymskie, szyny i karnisze co do milimetra.',
      },
      sampleService: {
        title: 'Serwis próbek',
        body: 'Zamawiaj próbki tkanin dla swoich klientów.',
      },
      faq: {
        title: 'Najczęstsze pytania',
        body: 'Odpowiedzi na pytania, które dealerzy zadają najczęściej.',
      },
      blog: {
        title: 'Blogi i trendy',
        body: 'Inspiracje i trendy wnętrzarskie dla Twojego sklepu.',
      },
      newsletter: {
        title: 'Newsletter',
        body: 'Wiadomości o kolekcjach, cenach i portalu.',
      },
    },
    products: {
      intro: 'Wybierz, co chcesz skonfigurować.',
      curtain: {
        title: 'Zasłona na wymiar',
        body: 'Zasłony z fałdami, falą, kółkami i inne, szyte na Twój wymiar.',
        action: 'Skonfiguruj zasłonę',
      },
      foldcurtain: {
        title: 'Roleta rzymska',
        body: 'Rolety rzymskie z wybranym rodzajem fałd i sterowaniem.',
        action: 'Skonfiguruj roletę rzymską',
      },
      railrod: {
        title: 'Szyna lub karnisz',
        body: 'Szyny, szyny dekoracyjne, szyny elektryczne i karnisze przycięte na długość.',
        action: 'Skonfiguruj szynę lub karnisz',
      },
      railrodparts: {
        title: 'Pojedyncze części szyn i karniszy',
        body: 'Wsporniki, ślizgacze, końcówki i inne części osobno.',
        action: 'Wybierz części',
      },
    },
  },
  lt: {
    intro:
      'Ką norėtumėte šiandien nuveikti? Pradėkite naują gaminį arba tęskite savo užsakymus, pasiūlymus ir pavyzdžius ten, kur baigėte.',
    welcome: 'Sveiki, {{name}}.',
    tiles: {
      collections: {
        title: 'Naujos užuolaidų kolekcijos',
        body: 'Peržiūrėkite naujausius šio sezono audinius ir spalvas.',
      },
      confirmedOrders: {
        title: 'Patvirtinti užsakymai',
        body: 'Sekite patvirtintus užsakymus.',
      },
      quotes: {
        title: 'Įvesti pasiūlymai',
        body: 'Atidarykite, papildykite arba patvirtinkite savo pasiūlymus.',
      },
      products: {
        title: 'Produktai',
        body: 'Konfigūruokite užuolaidas, romanetes, bėgelius ir karnizus milimetro tikslumu.',
      },
      sampleService: {
        title: 'Pavyzdžių paslauga',
        body: 'Užsisakykite audinių pavyzdžių savo klientams.',
      },
      faq: {
        title: 'Dažniausi klausimai',
        body: 'Atsakymai į dažniausiai prekybininkų užduodamus klausimus.',
      },
      blog: {
        title: 'Tinklaraščiai ir tendencijos',
        body: 'Įkvėpimas ir interjero tendencijos jūsų parduotuvei.',
      },
      newsletter: {
        title: 'Naujienlaiškis',
        body: 'Naujienos apie kolekcijas, kainas ir portalą.',
      },
    },
    products: {
      intro: 'Pasirinkite, ką norite konfigūruoti.',
      curtain: {
        title: 'Užuolaida pagal užsakymą',
        body: 'Klostuotos, banguotos, su žiedais ir kitos užuolaidos, pasiūtos pagal jūsų matmenis.',
        action: 'Konfigūruoti užuolaidą',
      },
      foldcurtain: {
        title: 'Romanetė',
        body: 'Romanetės su pasirinktu klosčių tipu ir valdymu.',
        action: 'Konfigūruoti romanetę',
      },
      railrod: {
        title: 'Bėgelis ar karnizas',
        body: 'Bėgeliai, dekoratyviniai bėgeliai, elektriniai bėgeliai ir karnizai pagal ilgį.',
        action: 'Konfigūruoti bėgelį ar karnizą',
      },
      railrodparts: {
        title: 'Atskiros bėgelių ir karnizų dalys',
        body: 'Laikikliai, slankikliai, galiniai antgaliai ir kitos dalys atskirai.',
        action: 'Pasirinkti dalis',
      },
    },
  },
});
