import { defineCatalogue } from '../define.js';

// Namespace "support": the service page (downloads and instruction videos), the help page (FAQ,
// contacts) and the message to customer support.
const en = {
  service: {
    intro: 'Documents and instruction videos for your shop, kept up to date by the manufacturer.',
    sections: {
      general: 'Terms and general information.',
      forms: 'Forms to print and fill in at the customer’s.',
      'price-lists': 'The current price lists of your account.',
      'promotion-materials': 'Posters and material for your shop.',
      'fabric-collection-images': 'The collections with their colours.',
      videos: 'Short videos that show how it is done; captions in your language.',
    },
    empty: 'Nothing here for your account yet.',
    download: 'Download',
    downloadOne: 'Download {{title}}',
    failed: 'The file could not be downloaded. Please try again.',
    videoFailed: 'The video could not be loaded.',
    details: '{{language}} · PDF · {{size}}',
  },
  help: {
    intro: 'Answers to common questions, and how to reach customer support.',
    faqTitle: 'Frequently asked questions',
    search: 'Search the questions',
    noMatch: 'No question matches your search. Write to us or call customer support.',
    contactTitle: 'Customer support',
  },
  faq: {
    measure: {
      q: 'How do I measure a window for a curtain?',
      a: 'Measure the width of the rail or rod, not of the window, and the drop from the top of the rail to the floor in three places; enter the smallest. The measuring form and the video on the service page show how.',
    },
    draft: {
      q: 'Where do the articles I configure go?',
      a: 'Every article you save goes into a draft order for its commission. You find drafts under Orders; from there you make an offer for your customer or confirm the order.',
    },
    offer: {
      q: 'How long is an offer valid?',
      a: 'Until the validity date you give it. An expired offer is priced again before it can be confirmed.',
    },
    samples: {
      q: 'How fast do fabric samples arrive?',
      a: 'Within five working days. Request up to five fabrics at a time in the sample service, sent to an address from your address book.',
    },
    returns: {
      q: 'Something is wrong with a delivered curtain. What now?',
      a: 'Open Returns, choose the article from the confirmed or delivered order, describe the problem and add photos. You get a return number once it is confirmed.',
    },
    employees: {
      q: 'A colleague has left. Can I remove them?',
      a: 'Archive them under Settings, Employees: orders keep their name, and they are no longer offered on new orders. The archive view brings them back.',
    },
    prices: {
      q: 'How do I hide purchase prices when a customer looks along?',
      a: 'In your user settings choose which prices the portal shows: sales, purchase, both or none.',
    },
    password: {
      q: 'I forgot my password.',
      a: 'Choose “Forgot password” on the log-in page; you receive a link to set a new one, valid for one hour.',
    },
  },
  contact: {
    open: 'Write to support',
    title: 'Write to customer support',
    intro: 'We answer by e-mail on working days, usually the same day.',
    subject: 'Subject',
    message: 'Your message',
    send: 'Send message',
    sent: 'Your message has been sent. We will answer by e-mail.',
    failed: 'Your message could not be sent. Please try again or call us.',
    mailSubject: 'Portal message from {{shop}}: {{subject}}',
    mailFrom:
      'Sent from the portal by {{username}} ({{email}}) for {{shop}}. Reply to this address.',
  },
  replyMail: {
    subject: 'Support answered: {{subject}}',
    intro: 'Customer support has answered your question “{{subject}}”:',
    button: 'Open the conversation',
  },
  conversations: {
    title: 'Your conversations with support',
    intro: 'Answers from customer support appear here; you also get an e-mail.',
    empty: 'No conversations yet. Write to support and your question appears here.',
    unread: 'New answer',
    unreadCount: '{{count}} unread',
    back: 'All conversations',
    you: 'You',
    support: 'Customer support',
    reply: 'Your answer',
    send: 'Send answer',
    sent: 'Your answer has been sent.',
    failed: 'Your answer could not be sent. Please try again.',
    opened: 'Started {{date}}',
    last: 'Last activity {{date}}',
    loadFailed: 'The conversations could not be loaded.',
    chat: 'Chat with support',
    continueChat: 'Continue the conversation',
    newOne: 'New conversation',
  },
  status: {
    open: 'With support',
    waiting: 'Answered',
    closed: 'Closed',
  },
};

const nl = {
  service: {
    intro: 'Documenten en instructievideo’s voor uw winkel, actueel gehouden door de fabrikant.',
    sections: {
      general: 'Voorwaarden en algemene informatie.',
      forms: 'Formulieren om af te drukken en bij de klant in te vullen.',
      'price-lists': 'De geldende prijslijsten van uw account.',
      'promotion-materials': 'Posters en materiaal voor uw winkel.',
      'fabric-collection-images': 'De collecties met hun kleuren.',
      videos: 'Korte video’s die laten zien hoe het moet; ondertitels in uw taal.',
    },
    empty: 'Hier staat nog niets voor uw account.',
    download: 'Downloaden',
    downloadOne: '{{title}} downloaden',
    failed: 'Het bestand kon niet worden gedownload. Probeer het opnieuw.',
    videoFailed: 'De video kon niet worden geladen.',
    details: '{{language}} · PDF · {{size}}',
  },
  help: {
    intro: 'Antwoorden op veelgestelde vragen, en hoe u de klantenservice bereikt.',
    faqTitle: 'Veelgestelde vragen',
    search: 'Zoek in de vragen',
    noMatch: 'Geen vraag past bij uw zoekopdracht. Schrijf of bel de klantenservice.',
    contactTitle: 'Klantenservice',
  },
  faq: {
    measure: {
      q: 'Hoe meet ik een raam in voor een gordijn?',
      a: 'Meet de breedte van de rail of roede, niet van het raam, en de hoogte van de bovenkant van de rail tot de vloer op drie plaatsen; vul de kleinste in. Het inmeetformulier en de video op de servicepagina laten zien hoe.',
    },
    draft: {
      q: 'Waar komen de artikelen die ik samenstel terecht?',
      a: 'Elk artikel dat u bewaart komt in een conceptorder voor zijn commissie. U vindt concepten onder Orders; daar maakt u een offerte voor uw klant of bevestigt u de order.',
    },
    offer: {
      q: 'Hoe lang is een offerte geldig?',
      a: 'Tot de geldigheidsdatum die u opgeeft. Een verlopen offerte wordt opnieuw geprijsd voordat u hem kunt bevestigen.',
    },
    samples: {
      q: 'Hoe snel komen stofstalen?',
      a: 'Binnen vijf werkdagen. Vraag in de stalenservice tot vijf stoffen tegelijk aan, verzonden naar een adres uit uw adresboek.',
    },
    returns: {
      q: 'Er is iets mis met een geleverd gordijn. Wat nu?',
      a: 'Open Retouren, kies het artikel uit de bevestigde of geleverde order, beschrijf het probleem en voeg foto’s toe. Na bevestiging krijgt u een retournummer.',
    },
    employees: {
      q: 'Een collega is vertrokken. Kan ik hem verwijderen?',
      a: 'Archiveer hem onder Instellingen, Medewerkers: orders houden zijn naam en hij wordt niet meer aangeboden op nieuwe orders. In het archief zet u hem terug.',
    },
    prices: {
      q: 'Hoe verberg ik inkoopprijzen als een klant meekijkt?',
      a: 'Kies in uw gebruikersinstellingen welke prijzen het portaal toont: verkoop, inkoop, beide of geen.',
    },
    password: {
      q: 'Ik ben mijn wachtwoord vergeten.',
      a: 'Kies “Wachtwoord vergeten” op de inlogpagina; u krijgt een link om een nieuw wachtwoord in te stellen, een uur geldig.',
    },
  },
  contact: {
    open: 'Schrijf de klantenservice',
    title: 'Schrijf de klantenservice',
    intro: 'We antwoorden per e-mail op werkdagen, meestal dezelfde dag.',
    subject: 'Onderwerp',
    message: 'Uw bericht',
    send: 'Bericht versturen',
    sent: 'Uw bericht is verstuurd. We antwoorden per e-mail.',
    failed: 'Uw bericht kon niet worden verstuurd. Probeer het opnieuw of bel ons.',
    mailSubject: 'Portaalbericht van {{shop}}: {{subject}}',
    mailFrom:
      'Verstuurd uit het portaal door {{username}} ({{email}}) voor {{shop}}. Antwoord naar dit adres.',
  },
  replyMail: {
    subject: 'Antwoord van de klantenservice: {{subject}}',
    intro: 'De klantenservice heeft je vraag „{{subject}}” beantwoord:',
    button: 'Gesprek openen',
  },
  conversations: {
    title: 'Je gesprekken met de klantenservice',
    intro: 'Antwoorden van de klantenservice verschijnen hier; je krijgt ook een e-mail.',
    empty: 'Nog geen gesprekken. Stel de klantenservice een vraag en die verschijnt hier.',
    unread: 'Nieuw antwoord',
    unreadCount: '{{count}} ongelezen',
    back: 'Alle gesprekken',
    you: 'Jij',
    support: 'Klantenservice',
    reply: 'Je antwoord',
    send: 'Antwoord versturen',
    sent: 'Je antwoord is verstuurd.',
    failed: 'Je antwoord kon niet worden verstuurd. Probeer het opnieuw.',
    opened: 'Gestart op {{date}}',
    last: 'Laatste activiteit {{date}}',
    loadFailed: 'De gesprekken konden niet worden geladen.',
    chat: 'Chat met de klantenservice',
    continueChat: 'Gesprek voortzetten',
    newOne: 'Nieuw gesprek',
  },
  status: {
    open: 'Bij de klantenservice',
    waiting: 'Beantwoord',
    closed: 'Gesloten',
  },
};

const de = {
  service: {
    intro: 'Dokumente und Anleitungsvideos für Ihr Geschäft, vom Hersteller aktuell gehalten.',
    sections: {
      general: 'Bedingungen und allgemeine Informationen.',
      forms: 'Formulare zum Ausdrucken und Ausfüllen beim Kunden.',
      'price-lists': 'Die gültigen Preislisten Ihres Kontos.',
      'promotion-materials': 'Plakate und Material für Ihr Geschäft.',
      'fabric-collection-images': 'Die Kollektionen mit ihren Farben.',
      videos: 'Kurze Videos, die zeigen, wie es geht; Untertitel in Ihrer Sprache.',
    },
    empty: 'Für Ihr Konto gibt es hier noch nichts.',
    download: 'Herunterladen',
    downloadOne: '{{title}} herunterladen',
    failed: 'Die Datei konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
    videoFailed: 'Das Video konnte nicht geladen werden.',
    details: '{{language}} · PDF · {{size}}',
  },
  help: {
    intro: 'Antworten auf häufige Fragen und wie Sie den Kundendienst erreichen.',
    faqTitle: 'Häufige Fragen',
    search: 'Fragen durchsuchen',
    noMatch: 'Keine Frage passt zu Ihrer Suche. Schreiben Sie uns oder rufen Sie an.',
    contactTitle: 'Kundendienst',
  },
  faq: {
    measure: {
      q: 'Wie messe ich ein Fenster für einen Vorhang aus?',
      a: 'Messen Sie die Breite der Schiene oder Stange, nicht des Fensters, und die Höhe von der Oberkante der Schiene bis zum Boden an drei Stellen; geben Sie die kleinste ein. Das Aufmaßformular und das Video auf der Serviceseite zeigen, wie.',
    },
    draft: {
      q: 'Wohin kommen die Artikel, die ich konfiguriere?',
      a: 'Jeder gespeicherte Artikel kommt in einen Auftragsentwurf für seine Kommission. Entwürfe finden Sie unter Aufträge; dort erstellen Sie ein Angebot oder bestätigen den Auftrag.',
    },
    offer: {
      q: 'Wie lange gilt ein Angebot?',
      a: 'Bis zu dem Gültigkeitsdatum, das Sie angeben. Ein abgelaufenes Angebot wird neu berechnet, bevor es bestätigt werden kann.',
    },
    samples: {
      q: 'Wie schnell kommen Stoffmuster?',
      a: 'Innerhalb von fünf Werktagen. Fordern Sie im Musterservice bis zu fünf Stoffe auf einmal an, an eine Adresse aus Ihrem Adressbuch.',
    },
    returns: {
      q: 'Mit einem gelieferten Vorhang stimmt etwas nicht. Was nun?',
      a: 'Öffnen Sie Rücksendungen, wählen Sie den Artikel aus dem bestätigten oder gelieferten Auftrag, beschreiben Sie das Problem und fügen Sie Fotos hinzu. Nach der Bestätigung erhalten Sie eine Rücksendenummer.',
    },
    employees: {
      q: 'Ein Kollege ist gegangen. Kann ich ihn entfernen?',
      a: 'Archivieren Sie ihn unter Einstellungen, Mitarbeiter: Aufträge behalten seinen Namen, bei neuen Aufträgen wird er nicht mehr angeboten. Im Archiv holen Sie ihn zurück.',
    },
    prices: {
      q: 'Wie verberge ich Einkaufspreise, wenn ein Kunde mitschaut?',
      a: 'Wählen Sie in Ihren Benutzereinstellungen, welche Preise das Portal zeigt: Verkauf, Einkauf, beide oder keine.',
    },
    password: {
      q: 'Ich habe mein Passwort vergessen.',
      a: 'Wählen Sie „Passwort vergessen“ auf der Anmeldeseite; Sie erhalten einen Link für ein neues Passwort, eine Stunde gültig.',
    },
  },
  contact: {
    open: 'Dem Kundendienst schreiben',
    title: 'Dem Kundendienst schreiben',
    intro: 'Wir antworten per E-Mail an Werktagen, meist am selben Tag.',
    subject: 'Betreff',
    message: 'Ihre Nachricht',
    send: 'Nachricht senden',
    sent: 'Ihre Nachricht wurde gesendet. Wir antworten per E-Mail.',
    failed:
      'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder rufen Sie an.',
    mailSubject: 'Portalnachricht von {{shop}}: {{subject}}',
    mailFrom:
      'Aus dem Portal gesendet von {{username}} ({{email}}) für {{shop}}. Antworten Sie an diese Adresse.',
  },
  replyMail: {
    subject: 'Antwort des Kundendienstes: {{subject}}',
    intro: 'Der Kundendienst hat Ihre Frage „{{subject}}“ beantwortet:',
    button: 'Gespräch öffnen',
  },
  conversations: {
    title: 'Ihre Gespräche mit dem Kundendienst',
    intro: 'Antworten des Kundendienstes erscheinen hier; Sie erhalten auch eine E-Mail.',
    empty: 'Noch keine Gespräche. Schreiben Sie dem Kundendienst, dann erscheint Ihre Frage hier.',
    unread: 'Neue Antwort',
    unreadCount: '{{count}} ungelesen',
    back: 'Alle Gespräche',
    you: 'Sie',
    support: 'Kundendienst',
    reply: 'Ihre Antwort',
    send: 'Antwort senden',
    sent: 'Ihre Antwort wurde gesendet.',
    failed: 'Ihre Antwort konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    opened: 'Begonnen am {{date}}',
    last: 'Zuletzt aktiv {{date}}',
    loadFailed: 'Die Gespräche konnten nicht geladen werden.',
    chat: 'Chat mit dem Kundendienst',
    continueChat: 'Gespräch fortsetzen',
    newOne: 'Neues Gespräch',
  },
  status: {
    open: 'Beim Kundendienst',
    waiting: 'Beantwortet',
    closed: 'Geschlossen',
  },
};

const fr = {
  service: {
    intro: 'Documents et vidéos d’instruction pour votre magasin, tenus à jour par le fabricant.',
    sections: {
      general: 'Conditions et informations générales.',
      forms: 'Formulaires à imprimer et remplir chez le client.',
      'price-lists': 'Les listes de prix en vigueur de votre compte.',
      'promotion-materials': 'Affiches et matériel pour votre magasin.',
      'fabric-collection-images': 'Les collections avec leurs coloris.',
      videos: 'De courtes vidéos qui montrent comment faire ; sous-titres dans votre langue.',
    },
    empty: 'Rien ici pour votre compte pour le moment.',
    download: 'Télécharger',
    downloadOne: 'Télécharger {{title}}',
    failed: 'Le fichier n’a pas pu être téléchargé. Veuillez réessayer.',
    videoFailed: 'La vidéo n’a pas pu être chargée.',
    details: '{{language}} · PDF · {{size}}',
  },
  help: {
    intro: 'Réponses aux questions fréquentes, et comment joindre le service client.',
    faqTitle: 'Questions fréquentes',
    search: 'Rechercher dans les questions',
    noMatch: 'Aucune question ne correspond. Écrivez-nous ou appelez le service client.',
    contactTitle: 'Service client',
  },
  faq: {
    measure: {
      q: 'Comment mesurer une fenêtre pour un rideau ?',
      a: 'Mesurez la largeur du rail ou de la tringle, pas de la fenêtre, et la hauteur du haut du rail jusqu’au sol à trois endroits ; saisissez la plus petite. La fiche de mesure et la vidéo de la page service montrent comment.',
    },
    draft: {
      q: 'Où vont les articles que je configure ?',
      a: 'Chaque article enregistré va dans une commande brouillon pour sa commission. Vous trouvez les brouillons sous Commandes ; de là vous faites un devis ou confirmez la commande.',
    },
    offer: {
      q: 'Combien de temps un devis est-il valable ?',
      a: 'Jusqu’à la date de validité que vous indiquez. Un devis expiré est recalculé avant de pouvoir être confirmé.',
    },
    samples: {
      q: 'En combien de temps arrivent les échantillons ?',
      a: 'En cinq jours ouvrés. Demandez jusqu’à cinq tissus à la fois dans le service d’échantillons, envoyés à une adresse de votre carnet.',
    },
    returns: {
      q: 'Un rideau livré pose problème. Que faire ?',
      a: 'Ouvrez Retours, choisissez l’article de la commande confirmée ou livrée, décrivez le problème et ajoutez des photos. Vous recevez un numéro de retour une fois confirmé.',
    },
    employees: {
      q: 'Un collègue est parti. Puis-je le supprimer ?',
      a: 'Archivez-le sous Paramètres, Employés : les commandes gardent son nom et il n’est plus proposé sur les nouvelles commandes. Les archives le rétablissent.',
    },
    prices: {
      q: 'Comment masquer les prix d’achat quand un client regarde ?',
      a: 'Dans vos paramètres, choisissez les prix que montre le portail : vente, achat, les deux ou aucun.',
    },
    password: {
      q: 'J’ai oublié mon mot de passe.',
      a: 'Choisissez « Mot de passe oublié » sur la page de connexion ; vous recevez un lien pour en définir un nouveau, valable une heure.',
    },
  },
  contact: {
    open: 'Écrire au service client',
    title: 'Écrire au service client',
    intro: 'Nous répondons par e-mail les jours ouvrés, le plus souvent le jour même.',
    subject: 'Objet',
    message: 'Votre message',
    send: 'Envoyer le message',
    sent: 'Votre message a été envoyé. Nous répondrons par e-mail.',
    failed: 'Votre message n’a pas pu être envoyé. Réessayez ou appelez-nous.',
    mailSubject: 'Message du portail de {{shop}} : {{subject}}',
    mailFrom:
      'Envoyé depuis le portail par {{username}} ({{email}}) pour {{shop}}. Répondez à cette adresse.',
  },
  replyMail: {
    subject: 'Réponse du service client : {{subject}}',
    intro: 'Le service client a répondu à votre question « {{subject}} » :',
    button: 'Ouvrir la conversation',
  },
  conversations: {
    title: 'Vos conversations avec le service client',
    intro: 'Les réponses du service client apparaissent ici ; vous recevez aussi un e-mail.',
    empty:
      'Aucune conversation pour l’instant. Écrivez au service client et votre question apparaîtra ici.',
    unread: 'Nouvelle réponse',
    unreadCount: '{{count}} non lues',
    back: 'Toutes les conversations',
    you: 'Vous',
    support: 'Service client',
    reply: 'Votre réponse',
    send: 'Envoyer la réponse',
    sent: 'Votre réponse a été envoyée.',
    failed: 'Votre réponse n’a pas pu être envoyée. Veuillez réessayer.',
    opened: 'Commencée le {{date}}',
    last: 'Dernière activité {{date}}',
    loadFailed: 'Les conversations n’ont pas pu être chargées.',
    chat: 'Discuter avec le service client',
    continueChat: 'Poursuivre la conversation',
    newOne: 'Nouvelle conversation',
  },
  status: {
    open: 'Chez le service client',
    waiting: 'Répondu',
    closed: 'Fermée',
  },
};

const pl = {
  service: {
    intro: 'Dokumenty i filmy instruktażowe dla Twojego sklepu, aktualizowane przez producenta.',
    sections: {
      general: 'Warunki i informacje ogólne.',
      forms: 'Formularze do wydruku i wypełnienia u klienta.',
      'price-lists': 'Aktualne cenniki Twojego konta.',
      'promotion-materials': 'Plakaty i materiały dla Twojego sklepu.',
      'fabric-collection-images': 'Kolekcje z ich kolorami.',
      videos: 'Krótkie filmy pokazujące, jak to zrobić; napisy w Twoim języku.',
    },
    empty: 'Na razie nie ma tu nic dla Twojego konta.',
    download: 'Pobierz',
    downloadOne: 'Pobierz: {{title}}',
    failed: 'Nie udało się pobrać pliku. Spróbuj ponownie.',
    videoFailed: 'Nie udało się wczytać filmu.',
    details: '{{language}} · PDF · {{size}}',
  },
  help: {
    intro: 'Odpowiedzi na częste pytania i kontakt z obsługą klienta.',
    faqTitle: 'Najczęstsze pytania',
    search: 'Szukaj w pytaniach',
    noMatch: 'Żadne pytanie nie pasuje. Napisz lub zadzwoń do obsługi klienta.',
    contactTitle: 'Obsługa klienta',
  },
  faq: {
    measure: {
      q: 'Jak zmierzyć okno pod zasłonę?',
      a: 'Zmierz szerokość szyny lub karnisza, nie okna, oraz wysokość od górnej krawędzi szyny do podłogi w trzech miejscach; wpisz najmniejszą. Formularz pomiaru i film na stronie serwisu pokazują, jak to zrobić.',
    },
    draft: {
      q: 'Gdzie trafiają skonfigurowane artykuły?',
      a: 'Każdy zapisany artykuł trafia do szkicu zamówienia dla swojej komisji. Szkice znajdziesz w Zamówieniach; stamtąd przygotujesz ofertę lub potwierdzisz zamówienie.',
    },
    offer: {
      q: 'Jak długo ważna jest oferta?',
      a: 'Do podanej daty ważności. Przeterminowana oferta jest ponownie wyceniana przed potwierdzeniem.',
    },
    samples: {
      q: 'Jak szybko docierają próbki tkanin?',
      a: 'W ciągu pięciu dni roboczych. W serwisie próbek zamówisz do pięciu tkanin naraz, wysyłanych na adres z Twojej książki adresowej.',
    },
    returns: {
      q: 'Z dostarczoną zasłoną jest problem. Co teraz?',
      a: 'Otwórz Zwroty, wybierz artykuł z potwierdzonego lub dostarczonego zamówienia, opisz problem i dodaj zdjęcia. Po potwierdzeniu otrzymasz numer zwrotu.',
    },
    employees: {
      q: 'Współpracownik odszedł. Czy mogę go usunąć?',
      a: 'Zarchiwizuj go w Ustawieniach, Pracownicy: zamówienia zachowują jego nazwisko, a w nowych nie jest już proponowany. Z archiwum można go przywrócić.',
    },
    prices: {
      q: 'Jak ukryć ceny zakupu, gdy klient patrzy?',
      a: 'W ustawieniach użytkownika wybierz, jakie ceny pokazuje portal: sprzedaży, zakupu, obie lub żadne.',
    },
    password: {
      q: 'Nie pamiętam hasła.',
      a: 'Wybierz „Nie pamiętasz hasła” na stronie logowania; otrzymasz link do ustawienia nowego, ważny godzinę.',
    },
  },
  contact: {
    open: 'Napisz do obsługi',
    title: 'Napisz do obsługi klienta',
    intro: 'Odpowiadamy e-mailem w dni robocze, zwykle tego samego dnia.',
    subject: 'Temat',
    message: 'Twoja wiadomość',
    send: 'Wyślij wiadomość',
    sent: 'Wiadomość została wysłana. Odpowiemy e-mailem.',
    failed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie lub zadzwoń.',
    mailSubject: 'Wiadomość z portalu od {{shop}}: {{subject}}',
    mailFrom:
      'Wysłane z portalu przez {{username}} ({{email}}) dla {{shop}}. Odpowiedz na ten adres.',
  },
  replyMail: {
    subject: 'Odpowiedź obsługi klienta: {{subject}}',
    intro: 'Obsługa klienta odpowiedziała na Twoje pytanie „{{subject}}”:',
    button: 'Otwórz rozmowę',
  },
  conversations: {
    title: 'Twoje rozmowy z obsługą klienta',
    intro: 'Odpowiedzi obsługi klienta pojawiają się tutaj; otrzymasz też e-mail.',
    empty: 'Brak rozmów. Napisz do obsługi klienta, a Twoje pytanie pojawi się tutaj.',
    unread: 'Nowa odpowiedź',
    unreadCount: 'Nieprzeczytane: {{count}}',
    back: 'Wszystkie rozmowy',
    you: 'Ty',
    support: 'Obsługa klienta',
    reply: 'Twoja odpowiedź',
    send: 'Wyślij odpowiedź',
    sent: 'Twoja odpowiedź została wysłana.',
    failed: 'Nie udało się wysłać odpowiedzi. Spróbuj ponownie.',
    opened: 'Rozpoczęta {{date}}',
    last: 'Ostatnia aktywność {{date}}',
    loadFailed: 'Nie udało się wczytać rozmów.',
    chat: 'Czat z obsługą klienta',
    continueChat: 'Kontynuuj rozmowę',
    newOne: 'Nowa rozmowa',
  },
  status: {
    open: 'U obsługi klienta',
    waiting: 'Odpowiedziano',
    closed: 'Zamknięta',
  },
};

const lt = {
  service: {
    intro: 'Dokumentai ir mokomieji vaizdo įrašai jūsų parduotuvei, gamintojo nuolat atnaujinami.',
    sections: {
      general: 'Sąlygos ir bendra informacija.',
      forms: 'Formos spausdinti ir pildyti pas klientą.',
      'price-lists': 'Galiojantys jūsų paskyros kainoraščiai.',
      'promotion-materials': 'Plakatai ir medžiaga jūsų parduotuvei.',
      'fabric-collection-images': 'Kolekcijos su jų spalvomis.',
      videos: 'Trumpi vaizdo įrašai, rodantys, kaip tai daroma; subtitrai jūsų kalba.',
    },
    empty: 'Jūsų paskyrai čia kol kas nieko nėra.',
    download: 'Atsisiųsti',
    downloadOne: 'Atsisiųsti: {{title}}',
    failed: 'Failo atsisiųsti nepavyko. Bandykite dar kartą.',
    videoFailed: 'Vaizdo įrašo įkelti nepavyko.',
    details: '{{language}} · PDF · {{size}}',
  },
  help: {
    intro: 'Atsakymai į dažnus klausimus ir kaip susisiekti su klientų aptarnavimu.',
    faqTitle: 'Dažni klausimai',
    search: 'Ieškoti klausimuose',
    noMatch: 'Nė vienas klausimas neatitinka paieškos. Parašykite arba paskambinkite mums.',
    contactTitle: 'Klientų aptarnavimas',
  },
  faq: {
    measure: {
      q: 'Kaip išmatuoti langą užuolaidai?',
      a: 'Išmatuokite bėgelio ar karnizo, o ne lango plotį, ir aukštį nuo bėgelio viršaus iki grindų trijose vietose; įveskite mažiausią. Matavimo forma ir vaizdo įrašas aptarnavimo puslapyje parodo, kaip.',
    },
    draft: {
      q: 'Kur patenka mano sukonfigūruoti gaminiai?',
      a: 'Kiekvienas išsaugotas gaminys patenka į užsakymo juodraštį pagal jo komisiją. Juodraščius rasite skiltyje Užsakymai; ten parengsite pasiūlymą arba patvirtinsite užsakymą.',
    },
    offer: {
      q: 'Kiek laiko galioja pasiūlymas?',
      a: 'Iki jūsų nurodytos galiojimo datos. Pasibaigęs pasiūlymas prieš patvirtinimą perskaičiuojamas.',
    },
    samples: {
      q: 'Kaip greitai atkeliauja audinių pavyzdžiai?',
      a: 'Per penkias darbo dienas. Pavyzdžių paslaugoje vienu metu užsakykite iki penkių audinių, siunčiamų adresu iš jūsų adresų knygos.',
    },
    returns: {
      q: 'Su pristatyta užuolaida kažkas negerai. Ką daryti?',
      a: 'Atidarykite Grąžinimai, pasirinkite gaminį iš patvirtinto ar pristatyto užsakymo, aprašykite problemą ir pridėkite nuotraukų. Patvirtinus gausite grąžinimo numerį.',
    },
    employees: {
      q: 'Kolega išėjo. Ar galiu jį pašalinti?',
      a: 'Archyvuokite jį skiltyje Nustatymai, Darbuotojai: užsakymai išlaiko jo vardą, o naujuose jis nebesiūlomas. Iš archyvo jį galima atkurti.',
    },
    prices: {
      q: 'Kaip paslėpti pirkimo kainas, kai žiūri klientas?',
      a: 'Naudotojo nustatymuose pasirinkite, kokias kainas rodo portalas: pardavimo, pirkimo, abi ar jokių.',
    },
    password: {
      q: 'Pamiršau slaptažodį.',
      a: 'Prisijungimo puslapyje pasirinkite „Pamiršau slaptažodį“; gausite nuorodą naujam slaptažodžiui nustatyti, galiojančią valandą.',
    },
  },
  contact: {
    open: 'Parašyti aptarnavimui',
    title: 'Parašyti klientų aptarnavimui',
    intro: 'Atsakome el. paštu darbo dienomis, dažniausiai tą pačią dieną.',
    subject: 'Tema',
    message: 'Jūsų žinutė',
    send: 'Siųsti žinutę',
    sent: 'Jūsų žinutė išsiųsta. Atsakysime el. paštu.',
    failed: 'Žinutės išsiųsti nepavyko. Bandykite dar kartą arba paskambinkite.',
    mailSubject: 'Portalo žinutė nuo {{shop}}: {{subject}}',
    mailFrom:
      'Išsiųsta iš portalo naudotojo {{username}} ({{email}}) vardu {{shop}}. Atsakykite šiuo adresu.',
  },
  replyMail: {
    subject: 'Klientų aptarnavimo atsakymas: {{subject}}',
    intro: 'Klientų aptarnavimas atsakė į jūsų klausimą „{{subject}}“:',
    button: 'Atidaryti pokalbį',
  },
  conversations: {
    title: 'Jūsų pokalbiai su klientų aptarnavimu',
    intro: 'Klientų aptarnavimo atsakymai rodomi čia; taip pat gausite el. laišką.',
    empty: 'Pokalbių dar nėra. Parašykite klientų aptarnavimui ir jūsų klausimas atsiras čia.',
    unread: 'Naujas atsakymas',
    unreadCount: 'Neperskaityta: {{count}}',
    back: 'Visi pokalbiai',
    you: 'Jūs',
    support: 'Klientų aptarnavimas',
    reply: 'Jūsų atsakymas',
    send: 'Siųsti atsakymą',
    sent: 'Jūsų atsakymas išsiųstas.',
    failed: 'Nepavyko išsiųsti atsakymo. Bandykite dar kartą.',
    opened: 'Pradėtas {{date}}',
    last: 'Paskutinė veikla {{date}}',
    loadFailed: 'Nepavyko įkelti pokalbių.',
    chat: 'Pokalbis su klientų aptarnavimu',
    continueChat: 'Tęsti pokalbį',
    newOne: 'Naujas pokalbis',
  },
  status: {
    open: 'Pas klientų aptarnavimą',
    waiting: 'Atsakyta',
    closed: 'Uždarytas',
  },
};

export default defineCatalogue({ en, 'en-au': { ...en }, nl, de, fr, pl, lt });
