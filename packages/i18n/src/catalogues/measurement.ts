import { defineCatalogue } from '../define.js';

// Namespace "measurement": the measurement check's warnings (domain measurement/check.ts) and the
// words around them. Sizes arrive formatted with their unit ("287,5 cm", "113.2 in").
const en = {
  codes: {
    unit_slip: '{{value}} looks like another unit. Did you mean {{suggested}}?',
    swapped_sizes:
      'Width {{width}} and height {{height}} look swapped: the article fits far better turned.',
    room_outlier:
      'Height {{value}} differs from the other curtains of this room ({{usual}}). Measured right?',
    rail_too_short: 'The rail ({{value}}) is shorter than its curtain ({{curtain}}).',
    rod_too_short: 'The rod ({{value}}) is shorter than its curtain ({{curtain}}).',
    pull_rod_too_long: 'The pull rod ({{value}}) is longer than its curtain’s drop ({{curtain}}).',
    unusual_size: '{{value}} is more than we usually make ({{max}}). Please check the measurement.',
    wider_than_room_rails:
      'This curtain ({{value}}) is wider than the rails of its room (at most {{rail}}).',
  },
  title: 'Check the measurements',
  suggestion: 'Use {{value}}',
  articleLabel: 'Article {{orderNumber}}',
  commissionTitle: 'Measurement check',
  commissionCount: 'Measurement warnings: {{count}}',
  // After confirming: the dealer said each measurement is right; a quiet note, no warning.
  commissionAcknowledged: 'Measurement warnings acknowledged at confirming: {{count}}',
  confirm: {
    intro:
      'Some measurements look unusual. Acknowledge each one that is right, or go back and fix it.',
    acknowledgeArticle: 'Article {{orderNumber}}: this measurement is right',
    remaining: 'Still to acknowledge: {{count}}',
  },
};

export default defineCatalogue({
  en,
  'en-au': en,
  nl: {
    codes: {
      unit_slip: '{{value}} lijkt een andere eenheid. Bedoelde u {{suggested}}?',
      swapped_sizes:
        'Breedte {{width}} en hoogte {{height}} lijken verwisseld: gedraaid past het artikel veel beter.',
      room_outlier:
        'Hoogte {{value}} wijkt af van de andere gordijnen in deze ruimte ({{usual}}). Goed gemeten?',
      rail_too_short: 'De rail ({{value}}) is korter dan het gordijn ({{curtain}}).',
      rod_too_short: 'De roede ({{value}}) is korter dan het gordijn ({{curtain}}).',
      pull_rod_too_long:
        'De trekstang ({{value}}) is langer dan de hoogte van het gordijn ({{curtain}}).',
      unusual_size: '{{value}} is meer dan we gewoonlijk maken ({{max}}). Controleer de maat.',
      wider_than_room_rails:
        'Dit gordijn ({{value}}) is breder dan de rails in deze ruimte (hoogstens {{rail}}).',
    },
    title: 'Controleer de maten',
    suggestion: 'Gebruik {{value}}',
    articleLabel: 'Artikel {{orderNumber}}',
    commissionTitle: 'Maatcontrole',
    commissionCount: 'Waarschuwingen over maten: {{count}}',
    commissionAcknowledged:
      'Waarschuwingen over maten nagekeken bij het bevestigen van de order: {{count}}',
    confirm: {
      intro:
        'Sommige maten zien er ongewoon uit. Bevestig elke maat die klopt, of ga terug en pas haar aan.',
      acknowledgeArticle: 'Artikel {{orderNumber}}: deze maat klopt',
      remaining: 'Nog te bevestigen: {{count}}',
    },
  },
  de: {
    codes: {
      unit_slip: '{{value}} sieht nach einer anderen Einheit aus. Meinten Sie {{suggested}}?',
      swapped_sizes:
        'Breite {{width}} und Höhe {{height}} scheinen vertauscht: gedreht passt der Artikel viel besser.',
      room_outlier:
        'Höhe {{value}} weicht von den anderen Vorhängen dieses Raums ab ({{usual}}). Richtig gemessen?',
      rail_too_short: 'Die Schiene ({{value}}) ist kürzer als ihr Vorhang ({{curtain}}).',
      rod_too_short: 'Die Stange ({{value}}) ist kürzer als ihr Vorhang ({{curtain}}).',
      pull_rod_too_long:
        'Der Zugstab ({{value}}) ist länger als die Höhe seines Vorhangs ({{curtain}}).',
      unusual_size:
        '{{value}} ist mehr, als wir üblicherweise fertigen ({{max}}). Bitte prüfen Sie das Maß.',
      wider_than_room_rails:
        'Dieser Vorhang ({{value}}) ist breiter als die Schienen seines Raums (höchstens {{rail}}).',
    },
    title: 'Maße prüfen',
    suggestion: '{{value}} übernehmen',
    articleLabel: 'Artikel {{orderNumber}}',
    commissionTitle: 'Maßprüfung',
    commissionCount: 'Hinweise zu Maßen: {{count}}',
    commissionAcknowledged: 'Hinweise zu Maßen beim Bestätigen der Bestellung quittiert: {{count}}',
    confirm: {
      intro:
        'Einige Maße sehen ungewöhnlich aus. Bestätigen Sie jedes richtige Maß oder gehen Sie zurück und korrigieren Sie es.',
      acknowledgeArticle: 'Artikel {{orderNumber}}: dieses Maß ist richtig',
      remaining: 'Noch zu bestätigen: {{count}}',
    },
  },
  fr: {
    codes: {
      unit_slip: '{{value}} semble être dans une autre unité. Vouliez-vous dire {{suggested}} ?',
      swapped_sizes:
        'La largeur {{width}} et la hauteur {{height}} semblent inversées : tourné, l’article convient bien mieux.',
      room_outlier:
        'La hauteur {{value}} diffère des autres rideaux de cette pièce ({{usual}}). Bien mesuré ?',
      rail_too_short: 'Le rail ({{value}}) est plus court que son rideau ({{curtain}}).',
      rod_too_short: 'La tringle ({{value}}) est plus courte que son rideau ({{curtain}}).',
      pull_rod_too_long:
        'La baguette de tirage ({{value}}) est plus longue que la hauteur de son rideau ({{curtain}}).',
      unusual_size:
        '{{value}} dépasse ce que nous fabriquons d’habitude ({{max}}). Vérifiez la mesure.',
      wider_than_room_rails:
        'Ce rideau ({{value}}) est plus large que les rails de sa pièce (au plus {{rail}}).',
    },
    title: 'Vérifier les mesures',
    suggestion: 'Utiliser {{value}}',
    articleLabel: 'Article {{orderNumber}}',
    commissionTitle: 'Contrôle des mesures',
    commissionCount: 'Avertissements sur les mesures : {{count}}',
    commissionAcknowledged: 'Avertissements sur les mesures validés à la confirmation : {{count}}',
    confirm: {
      intro:
        'Certaines mesures semblent inhabituelles. Confirmez chaque mesure correcte, ou revenez pour la corriger.',
      acknowledgeArticle: 'Article {{orderNumber}} : cette mesure est correcte',
      remaining: 'Encore à confirmer : {{count}}',
    },
  },
  pl: {
    codes: {
      unit_slip: '{{value}} wygląda na inną jednostkę. Czy chodziło o {{suggested}}?',
      swapped_sizes:
        'Szerokość {{width}} i wysokość {{height}} wyglądają na zamienione: obrócony artykuł pasuje znacznie lepiej.',
      room_outlier:
        'Wysokość {{value}} różni się od innych zasłon w tym pomieszczeniu ({{usual}}). Czy pomiar jest dobry?',
      rail_too_short: 'Szyna ({{value}}) jest krótsza niż jej zasłona ({{curtain}}).',
      rod_too_short: 'Karnisz ({{value}}) jest krótszy niż jego zasłona ({{curtain}}).',
      pull_rod_too_long: 'Pałąk ({{value}}) jest dłuższy niż wysokość jego zasłony ({{curtain}}).',
      unusual_size: '{{value}} to więcej, niż zwykle szyjemy ({{max}}). Prosimy sprawdzić wymiar.',
      wider_than_room_rails:
        'Ta zasłona ({{value}}) jest szersza niż szyny w tym pomieszczeniu (najwyżej {{rail}}).',
    },
    title: 'Sprawdź wymiary',
    suggestion: 'Użyj {{value}}',
    articleLabel: 'Artykuł {{orderNumber}}',
    commissionTitle: 'Kontrola wymiarów',
    commissionCount: 'Ostrzeżenia o wymiarach: {{count}}',
    commissionAcknowledged: 'Ostrzeżenia o wymiarach zatwierdzone przy potwierdzeniu: {{count}}',
    confirm: {
      intro:
        'Niektóre wymiary wyglądają nietypowo. Potwierdź każdy poprawny wymiar albo wróć i go popraw.',
      acknowledgeArticle: 'Artykuł {{orderNumber}}: ten wymiar jest poprawny',
      remaining: 'Pozostało do potwierdzenia: {{count}}',
    },
  },
  lt: {
    codes: {
      unit_slip:
        '{{value}} atrodo kaip kitas matavimo vienetas. Ar turėjote omenyje {{suggested}}?',
      swapped_sizes:
        'Plotis {{width}} ir aukštis {{height}} atrodo sukeisti: apverstas gaminys tinka daug geriau.',
      room_outlier:
        'Aukštis {{value}} skiriasi nuo kitų šio kambario užuolaidų ({{usual}}). Ar gerai išmatuota?',
      rail_too_short: 'Bėgelis ({{value}}) trumpesnis už savo užuolaidą ({{curtain}}).',
      rod_too_short: 'Karnizas ({{value}}) trumpesnis už savo užuolaidą ({{curtain}}).',
      pull_rod_too_long: 'Traukimo lazdelė ({{value}}) ilgesnė už užuolaidos aukštį ({{curtain}}).',
      unusual_size:
        '{{value}} yra daugiau, nei paprastai gaminame ({{max}}). Patikrinkite matmenį.',
      wider_than_room_rails:
        'Ši užuolaida ({{value}}) platesnė už savo kambario bėgelius (daugiausia {{rail}}).',
    },
    title: 'Patikrinkite matmenis',
    suggestion: 'Naudoti {{value}}',
    articleLabel: 'Gaminys {{orderNumber}}',
    commissionTitle: 'Matmenų patikra',
    commissionCount: 'Įspėjimai dėl matmenų: {{count}}',
    commissionAcknowledged: 'Įspėjimai dėl matmenų patvirtinti tvirtinant užsakymą: {{count}}',
    confirm: {
      intro:
        'Kai kurie matmenys atrodo neįprastai. Patvirtinkite kiekvieną teisingą matmenį arba grįžkite ir pataisykite.',
      acknowledgeArticle: 'Gaminys {{orderNumber}}: šis matmuo teisingas',
      remaining: 'Liko patvirtinti: {{count}}',
    },
  },
});
