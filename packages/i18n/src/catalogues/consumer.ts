import { defineCatalogue } from '../define.js';

// Namespace "consumer": what the API says to a dealer's end customer (the hosted shop and the
// kiosk): the measurement check's warnings in plain words (the same codes and params as the
// `measurement` namespace, sizes formatted with their unit) and the mails of a request.
const en = {
  // The offer's commission and end customer as the dealer's order list shows them.
  commission: {
    hostedshop: 'Online shop: {{name}}',
    kiosk: 'Kiosk {{kiosk}}',
    kioskCustomer: 'Customer at the kiosk',
  },
  measurement: {
    unit_slip: 'Your measurement of {{value}} looks unusual. Did you mean {{suggested}}?',
    swapped_sizes:
      'Width {{width}} and height {{height}} may be the wrong way round. Please check which is which.',
    room_outlier:
      'This curtain’s height of {{value}} differs from the others for this room ({{usual}}). Is that right?',
    rail_too_short: 'The rail ({{value}}) is shorter than the curtain ({{curtain}}).',
    rod_too_short: 'The rod ({{value}}) is shorter than the curtain ({{curtain}}).',
    pull_rod_too_long: 'The pull rod ({{value}}) is longer than the curtain’s drop ({{curtain}}).',
    unusual_size:
      '{{value}} is larger than we usually make ({{max}}). Please measure once more; the shop will check it with you.',
    wider_than_room_rails:
      'This curtain ({{value}}) is wider than the rails for this room (at most {{rail}}).',
  },
  requestMail: {
    subject: 'Your request to {{shop}}',
    greeting: 'Dear {{name}},',
    intro: 'Thank you for your request. {{shop}} has received it and will contact you about it.',
    action: 'You can look at your request at any time through this link:',
    button: 'View your request',
    phone: 'Questions? Call {{shop}} on {{phone}}.',
    signature: 'Kind regards,\n{{shop}}',
  },
  dealerMail: {
    subject: 'New request from your online shop: {{name}}',
    greeting: 'Hello,',
    intro:
      '{{name}} sent a request through your online shop ({{count}} articles). It is ready for you as an offer: {{id}}.',
    warnings:
      'The measurement check found {{count}} measurements to go over with the customer before ordering.',
    action: 'Open the offer in the portal:',
    button: 'Open the offer',
    signature: '{{brand}}',
  },
  designMail: {
    subject: 'Your design from {{shop}}',
    greeting: 'Hello,',
    intro: 'Here is the design you made at {{shop}}: {{count}} articles, in total {{total}}.',
    code: 'Your code is {{code}}: mention it in the shop or when you call.',
    phone: 'Questions? Call {{shop}} on {{phone}}.',
    signature: 'Kind regards,\n{{shop}}',
  },
};

export default defineCatalogue({
  en,
  'en-au': en,
  nl: {
    // The offer's commission and end customer as the dealer's order list shows them.
    commission: {
      hostedshop: 'Webwinkel: {{name}}',
      kiosk: 'Kiosk {{kiosk}}',
      kioskCustomer: 'Klant bij de kiosk',
    },
    measurement: {
      unit_slip: 'Uw maat van {{value}} ziet er ongewoon uit. Bedoelde u {{suggested}}?',
      swapped_sizes:
        'Breedte {{width}} en hoogte {{height}} zijn misschien omgedraaid. Kijkt u even welke welke is?',
      room_outlier:
        'De hoogte van dit gordijn ({{value}}) wijkt af van de andere in deze ruimte ({{usual}}). Klopt dat?',
      rail_too_short: 'De rail ({{value}}) is korter dan het gordijn ({{curtain}}).',
      rod_too_short: 'De roede ({{value}}) is korter dan het gordijn ({{curtain}}).',
      pull_rod_too_long:
        'De trekstang ({{value}}) is langer dan de hoogte van het gordijn ({{curtain}}).',
      unusual_size:
        '{{value}} is groter dan we gewoonlijk maken ({{max}}). Meet u nog eens na? De winkel controleert het met u.',
      wider_than_room_rails:
        'Dit gordijn ({{value}}) is breder dan de rails in deze ruimte (hoogstens {{rail}}).',
    },
    requestMail: {
      subject: 'Uw aanvraag bij {{shop}}',
      greeting: 'Beste {{name}},',
      intro:
        'Bedankt voor uw aanvraag. {{shop}} heeft haar ontvangen en neemt er contact met u over op.',
      action: 'Via deze link bekijkt u uw aanvraag wanneer u maar wilt:',
      button: 'Bekijk uw aanvraag',
      phone: 'Vragen? Bel {{shop}} op {{phone}}.',
      signature: 'Met vriendelijke groet,\n{{shop}}',
    },
    dealerMail: {
      subject: 'Nieuwe aanvraag uit uw webwinkel: {{name}}',
      greeting: 'Hallo,',
      intro:
        '{{name}} heeft een aanvraag gestuurd via uw webwinkel ({{count}} artikelen). Ze staat voor u klaar als offerte: {{id}}.',
      warnings:
        'De maatcontrole vond {{count}} maten om met de klant door te nemen voordat u bestelt.',
      action: 'Open de offerte in het portaal:',
      button: 'Open de offerte',
      signature: '{{brand}}',
    },
    designMail: {
      subject: 'Uw ontwerp van {{shop}}',
      greeting: 'Hallo,',
      intro: 'Hier is het ontwerp dat u bij {{shop}} maakte: {{count}} artikelen, samen {{total}}.',
      code: 'Uw code is {{code}}: noem haar in de winkel of als u belt.',
      phone: 'Vragen? Bel {{shop}} op {{phone}}.',
      signature: 'Met vriendelijke groet,\n{{shop}}',
    },
  },
  de: {
    // The offer's commission and end customer as the dealer's order list shows them.
    commission: {
      hostedshop: 'Online-Shop: {{name}}',
      kiosk: 'Kiosk {{kiosk}}',
      kioskCustomer: 'Kunde am Kiosk',
    },
    measurement: {
      unit_slip: 'Ihr Maß von {{value}} sieht ungewöhnlich aus. Meinten Sie {{suggested}}?',
      swapped_sizes:
        'Breite {{width}} und Höhe {{height}} sind vielleicht vertauscht. Bitte prüfen Sie, welches Maß welches ist.',
      room_outlier:
        'Die Höhe dieses Vorhangs ({{value}}) weicht von den anderen in diesem Raum ab ({{usual}}). Stimmt das?',
      rail_too_short: 'Die Schiene ({{value}}) ist kürzer als der Vorhang ({{curtain}}).',
      rod_too_short: 'Die Stange ({{value}}) ist kürzer als der Vorhang ({{curtain}}).',
      pull_rod_too_long:
        'Der Zugstab ({{value}}) ist länger als die Höhe des Vorhangs ({{curtain}}).',
      unusual_size:
        '{{value}} ist größer, als wir üblicherweise fertigen ({{max}}). Bitte messen Sie noch einmal nach; der Shop prüft es mit Ihnen.',
      wider_than_room_rails:
        'Dieser Vorhang ({{value}}) ist breiter als die Schienen in diesem Raum (höchstens {{rail}}).',
    },
    requestMail: {
      subject: 'Ihre Anfrage bei {{shop}}',
      greeting: 'Guten Tag {{name}},',
      intro:
        'Vielen Dank für Ihre Anfrage. {{shop}} hat sie erhalten und meldet sich dazu bei Ihnen.',
      action: 'Über diesen Link sehen Sie Ihre Anfrage jederzeit ein:',
      button: 'Anfrage ansehen',
      phone: 'Fragen? Rufen Sie {{shop}} an: {{phone}}.',
      signature: 'Mit freundlichen Grüßen\n{{shop}}',
    },
    dealerMail: {
      subject: 'Neue Anfrage aus Ihrem Online-Shop: {{name}}',
      greeting: 'Hallo,',
      intro:
        '{{name}} hat über Ihren Online-Shop eine Anfrage gesendet ({{count}} Artikel). Sie liegt als Angebot für Sie bereit: {{id}}.',
      warnings:
        'Die Maßprüfung hat {{count}} Maße gefunden, die Sie vor der Bestellung mit dem Kunden besprechen sollten.',
      action: 'Öffnen Sie das Angebot im Portal:',
      button: 'Angebot öffnen',
      signature: '{{brand}}',
    },
    designMail: {
      subject: 'Ihr Entwurf von {{shop}}',
      greeting: 'Hallo,',
      intro:
        'Hier ist der Entwurf, den Sie bei {{shop}} gemacht haben: {{count}} Artikel, zusammen {{total}}.',
      code: 'Ihr Code ist {{code}}: nennen Sie ihn im Geschäft oder am Telefon.',
      phone: 'Fragen? Rufen Sie {{shop}} an: {{phone}}.',
      signature: 'Mit freundlichen Grüßen\n{{shop}}',
    },
  },
  fr: {
    // The offer's commission and end customer as the dealer's order list shows them.
    commission: {
      hostedshop: 'Boutique en ligne : {{name}}',
      kiosk: 'Borne {{kiosk}}',
      kioskCustomer: 'Client à la borne',
    },
    measurement: {
      unit_slip: 'Votre mesure de {{value}} semble inhabituelle. Vouliez-vous dire {{suggested}} ?',
      swapped_sizes:
        'La largeur {{width}} et la hauteur {{height}} sont peut-être inversées. Vérifiez laquelle est laquelle.',
      room_outlier:
        'La hauteur de ce rideau ({{value}}) diffère de celle des autres de cette pièce ({{usual}}). Est-ce correct ?',
      rail_too_short: 'Le rail ({{value}}) est plus court que le rideau ({{curtain}}).',
      rod_too_short: 'La tringle ({{value}}) est plus courte que le rideau ({{curtain}}).',
      pull_rod_too_long:
        'La baguette de manœuvre ({{value}}) est plus longue que la hauteur du rideau ({{curtain}}).',
      unusual_size:
        '{{value}} dépasse ce que nous fabriquons habituellement ({{max}}). Mesurez encore une fois ; la boutique le vérifiera avec vous.',
      wider_than_room_rails:
        'Ce rideau ({{value}}) est plus large que les rails de cette pièce (au plus {{rail}}).',
    },
    requestMail: {
      subject: 'Votre demande auprès de {{shop}}',
      greeting: 'Bonjour {{name}},',
      intro: 'Merci pour votre demande. {{shop}} l’a bien reçue et vous contactera à son sujet.',
      action: 'Vous pouvez consulter votre demande à tout moment par ce lien :',
      button: 'Voir votre demande',
      phone: 'Des questions ? Appelez {{shop}} au {{phone}}.',
      signature: 'Cordialement,\n{{shop}}',
    },
    dealerMail: {
      subject: 'Nouvelle demande de votre boutique en ligne : {{name}}',
      greeting: 'Bonjour,',
      intro:
        '{{name}} a envoyé une demande par votre boutique en ligne ({{count}} articles). Elle vous attend comme devis : {{id}}.',
      warnings:
        'Le contrôle des mesures a relevé {{count}} mesures à revoir avec le client avant de commander.',
      action: 'Ouvrez le devis dans le portail :',
      button: 'Ouvrir le devis',
      signature: '{{brand}}',
    },
    designMail: {
      subject: 'Votre projet de {{shop}}',
      greeting: 'Bonjour,',
      intro:
        'Voici le projet que vous avez composé chez {{shop}} : {{count}} articles, au total {{total}}.',
      code: 'Votre code est {{code}} : indiquez-le en boutique ou au téléphone.',
      phone: 'Des questions ? Appelez {{shop}} au {{phone}}.',
      signature: 'Cordialement,\n{{shop}}',
    },
  },
  pl: {
    // The offer's commission and end customer as the dealer's order list shows them.
    commission: {
      hostedshop: 'Sklep internetowy: {{name}}',
      kiosk: 'Kiosk {{kiosk}}',
      kioskCustomer: 'Klient przy kiosku',
    },
    measurement: {
      unit_slip: 'Twój wymiar {{value}} wygląda nietypowo. Czy chodziło o {{suggested}}?',
      swapped_sizes:
        'Szerokość {{width}} i wysokość {{height}} mogą być zamienione. Sprawdź, który wymiar jest który.',
      room_outlier:
        'Wysokość tej zasłony ({{value}}) różni się od pozostałych w tym pomieszczeniu ({{usual}}). Czy to się zgadza?',
      rail_too_short: 'Szyna ({{value}}) jest krótsza niż zasłona ({{curtain}}).',
      rod_too_short: 'Drążek ({{value}}) jest krótszy niż zasłona ({{curtain}}).',
      pull_rod_too_long:
        'Pałeczka do przesuwania ({{value}}) jest dłuższa niż wysokość zasłony ({{curtain}}).',
      unusual_size:
        '{{value}} to więcej, niż zwykle szyjemy ({{max}}). Zmierz jeszcze raz; sklep sprawdzi to z Tobą.',
      wider_than_room_rails:
        'Ta zasłona ({{value}}) jest szersza niż szyny w tym pomieszczeniu (najwyżej {{rail}}).',
    },
    requestMail: {
      subject: 'Twoje zapytanie do {{shop}}',
      greeting: 'Dzień dobry, {{name}},',
      intro:
        'Dziękujemy za zapytanie. {{shop}} je otrzymał i skontaktuje się z Tobą w tej sprawie.',
      action: 'Pod tym linkiem możesz w każdej chwili zobaczyć swoje zapytanie:',
      button: 'Zobacz zapytanie',
      phone: 'Pytania? Zadzwoń do {{shop}}: {{phone}}.',
      signature: 'Z pozdrowieniami\n{{shop}}',
    },
    dealerMail: {
      subject: 'Nowe zapytanie z Twojego sklepu internetowego: {{name}}',
      greeting: 'Dzień dobry,',
      intro:
        '{{name}} wysłał(a) zapytanie przez Twój sklep internetowy (artykuły: {{count}}). Czeka na Ciebie jako oferta: {{id}}.',
      warnings:
        'Kontrola wymiarów znalazła wymiary do omówienia z klientem przed zamówieniem: {{count}}.',
      action: 'Otwórz ofertę w portalu:',
      button: 'Otwórz ofertę',
      signature: '{{brand}}',
    },
    designMail: {
      subject: 'Twój projekt z {{shop}}',
      greeting: 'Dzień dobry,',
      intro:
        'Oto projekt, który przygotowałeś(-aś) w {{shop}}: artykuły: {{count}}, razem {{total}}.',
      code: 'Twój kod to {{code}}: podaj go w sklepie lub przez telefon.',
      phone: 'Pytania? Zadzwoń do {{shop}}: {{phone}}.',
      signature: 'Z pozdrowieniami\n{{shop}}',
    },
  },
  lt: {
    // The offer's commission and end customer as the dealer's order list shows them.
    commission: {
      hostedshop: 'Internetinė parduotuvė: {{name}}',
      kiosk: 'Kioskas {{kiosk}}',
      kioskCustomer: 'Klientas prie kiosko',
    },
    measurement: {
      unit_slip: 'Jūsų matmuo {{value}} atrodo neįprastas. Ar turėjote omenyje {{suggested}}?',
      swapped_sizes:
        'Plotis {{width}} ir aukštis {{height}} galbūt sukeisti. Patikrinkite, kuris matmuo yra kuris.',
      room_outlier:
        'Šios užuolaidos aukštis ({{value}}) skiriasi nuo kitų šiame kambaryje ({{usual}}). Ar tai teisinga?',
      rail_too_short: 'Bėgelis ({{value}}) trumpesnis už užuolaidą ({{curtain}}).',
      rod_too_short: 'Karniza ({{value}}) trumpesnė už užuolaidą ({{curtain}}).',
      pull_rod_too_long: 'Traukimo lazdelė ({{value}}) ilgesnė už užuolaidos aukštį ({{curtain}}).',
      unusual_size:
        '{{value}} yra daugiau, nei paprastai gaminame ({{max}}). Išmatuokite dar kartą; parduotuvė tai patikrins kartu su jumis.',
      wider_than_room_rails:
        'Ši užuolaida ({{value}}) platesnė už šio kambario bėgelius (daugiausia {{rail}}).',
    },
    requestMail: {
      subject: 'Jūsų užklausa parduotuvei {{shop}}',
      greeting: 'Sveiki, {{name}},',
      intro: 'Dėkojame už užklausą. {{shop}} ją gavo ir dėl jos su jumis susisieks.',
      action: 'Savo užklausą bet kada galite peržiūrėti šia nuoroda:',
      button: 'Peržiūrėti užklausą',
      phone: 'Klausimų? Skambinkite {{shop}}: {{phone}}.',
      signature: 'Pagarbiai\n{{shop}}',
    },
    dealerMail: {
      subject: 'Nauja užklausa iš jūsų internetinės parduotuvės: {{name}}',
      greeting: 'Sveiki,',
      intro:
        '{{name}} atsiuntė užklausą per jūsų internetinę parduotuvę (prekių: {{count}}). Ji jūsų laukia kaip pasiūlymas: {{id}}.',
      warnings:
        'Matmenų patikra rado matmenų, kuriuos prieš užsakant reikia aptarti su klientu: {{count}}.',
      action: 'Atidarykite pasiūlymą portale:',
      button: 'Atidaryti pasiūlymą',
      signature: '{{brand}}',
    },
    designMail: {
      subject: 'Jūsų projektas iš {{shop}}',
      greeting: 'Sveiki,',
      intro:
        'Štai projektas, kurį sukūrėte parduotuvėje {{shop}}: prekių {{count}}, iš viso {{total}}.',
      code: 'Jūsų kodas {{code}}: pasakykite jį parduotuvėje arba skambindami.',
      phone: 'Klausimų? Skambinkite {{shop}}: {{phone}}.',
      signature: 'Pagarbiai\n{{shop}}',
    },
  },
});
