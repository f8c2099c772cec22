import { defineCatalogue } from '../define.js';

// Namespace "rules": the message of every issue code the domain's article schemas, trade rules,
// template size fields and customer-fabric schema report. Params arrive as {{name}}; a size (an
// issue with `unit: 'cm'`) arrives formatted with its unit in the account's unit system, so the
// messages of min_value, greater_than, max_value, double_battery_min_width, curve_leg_too_short and
// connector_choice_required carry no unit of their own.
const en = {
  required: 'Required',
  numeric: 'Enter a number.',
  integer: 'Enter a whole number.',
  one_decimal: 'Enter at most one decimal.',
  half_steps: 'Enter whole or half widths, such as 2 or 2.5.',
  min_value: 'Enter at least {{min}}.',
  greater_than: 'Enter more than {{min}}.',
  max_value: 'Enter at most {{max}}.',
  min_length: 'Enter at least {{min}} characters.',
  max_length: 'Enter at most {{max}} characters.',
  min_items: 'Choose at least {{min}}.',
  max_items: 'Choose at most {{max}}.',
  invalid_choice: 'Choose one of the options offered.',
  date_after_today: 'Choose a date after today.',
  invalid_type: 'This value is of the wrong kind.',
  invalid_format: 'This value is not in the right format.',
  invalid_fabric: 'Choose a fabric from the list.',
  partner_store_unknown: 'None of your stores has this number.',
  invalid_value: 'This value is not valid.',
  unknown_field: 'This field is not part of the article.',
  unknown_article_type: 'Unknown article type “{{articleType}}”.',
  tier_15_requires_hautecouture: 'A {{tier}} cm heading tape is only made in haute couture.',
  unequal_split_no_electric_rail: 'An unequally split curtain cannot hang on an electric rail.',
  champagne_runner_not_with_basic_track: 'Champagne runners are not available on basic track.',
  double_battery_min_width: 'A double battery needs a system width of at least {{min}}.',
  curve_leg_too_short: 'A curve leg must be at least {{min}} long.',
  connector_choice_required:
    'This rail is longer than one bar of {{max}}. Choose whether to join it with connectors.',
  ironing_not_available:
    'This fabric cannot be ironed: ironing needs a fabric with at least {{min}} ironing points.',
  fabric_not_turnable:
    '{{fabric}} cannot be turned: it is made only the way it comes off the roll.',
  lining_not_made: 'This article is made without lining; choose no lining.',
  fabric_not_declared_for:
    '{{fabric}} is not declared for this article; choose another fabric or add the confection to the fabric.',
  name_alphanumeric: 'Use only letters, digits and spaces.',
  composition_total: 'The composition adds up to {{total}} %; it must be exactly {{expected}} %.',
  widewidth_min_width: 'Wide-width fabric is at least {{min}} cm wide.',
  image_too_large: 'The image is larger than {{max}}.',
  too_many_samples: 'Too many fabrics selected for samples: choose at most {{max}}.',
  sample_fabric_twice: 'Each fabric can be chosen only once per sample request.',
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    required: 'Verplicht',
    numeric: 'Vul een getal in.',
    integer: 'Vul een geheel getal in.',
    one_decimal: 'Vul hoogstens één decimaal in.',
    half_steps: 'Vul hele of halve banen in, zoals 2 of 2,5.',
    min_value: 'Vul minimaal {{min}} in.',
    greater_than: 'Vul meer dan {{min}} in.',
    max_value: 'Vul maximaal {{max}} in.',
    min_length: 'Vul minimaal {{min}} tekens in.',
    max_length: 'Vul maximaal {{max}} tekens in.',
    min_items: 'Kies er minimaal {{min}}.',
    max_items: 'Kies er maximaal {{max}}.',
    invalid_choice: 'Kies een van de aangeboden mogelijkheden.',
    date_after_today: 'Kies een datum na vandaag.',
    invalid_type: 'Deze waarde is van de verkeerde soort.',
    invalid_format: 'Deze waarde heeft niet de juiste opmaak.',
    invalid_fabric: 'Kies een stof uit de lijst.',
    partner_store_unknown: 'Geen van uw winkels heeft dit nummer.',
    invalid_value: 'Deze waarde is niet geldig.',
    unknown_field: 'Dit veld hoort niet bij het artikel.',
    unknown_article_type: 'Onbekend artikeltype “{{articleType}}”.',
    tier_15_requires_hautecouture:
      'Plooiband van {{tier}} cm wordt alleen in haute couture gemaakt.',
    unequal_split_no_electric_rail:
      'Een ongelijk verdeeld gordijn kan niet aan een elektrische rail hangen.',
    champagne_runner_not_with_basic_track:
      'Glijders in champagne zijn niet leverbaar voor de basisrail.',
    double_battery_min_width: 'Een dubbele accu vraagt een systeembreedte van minimaal {{min}}.',
    curve_leg_too_short: 'Een bochtbeen moet minimaal {{min}} lang zijn.',
    connector_choice_required:
      'Deze rail is langer dan één lengte van {{max}}. Kies of hij met verbinders wordt geleverd.',
    ironing_not_available:
      'Deze stof kan niet gestreken worden: strijken vraagt een stof met minimaal {{min}} strijkpunten.',
    fabric_not_turnable:
      'De stof {{fabric}} kan niet gekanteld worden: hij wordt alleen verwerkt zoals hij van de rol komt.',
    lining_not_made: 'Dit artikel wordt zonder voering gemaakt; kies geen voering.',
    fabric_not_declared_for:
      'De stof {{fabric}} is niet opgegeven voor dit artikel; kies een andere stof of voeg de confectie toe aan de stof.',
    name_alphanumeric: 'Gebruik alleen letters, cijfers en spaties.',
    composition_total:
      'De samenstelling telt op tot {{total}} %; dat moet precies {{expected}} % zijn.',
    widewidth_min_width: 'Kamerhoge stof is minimaal {{min}} cm breed.',
    image_too_large: 'De afbeelding is groter dan {{max}}.',
    too_many_samples: 'Te veel stoffen geselecteerd voor stalen: kies er maximaal {{max}}.',
    sample_fabric_twice: 'Elke stof kan maar één keer per stalenaanvraag worden gekozen.',
  },
  de: {
    required: 'Pflichtfeld',
    numeric: 'Geben Sie eine Zahl ein.',
    integer: 'Geben Sie eine ganze Zahl ein.',
    one_decimal: 'Geben Sie höchstens eine Dezimalstelle ein.',
    half_steps: 'Geben Sie ganze oder halbe Bahnen ein, etwa 2 oder 2,5.',
    min_value: 'Geben Sie mindestens {{min}} ein.',
    greater_than: 'Geben Sie mehr als {{min}} ein.',
    max_value: 'Geben Sie höchstens {{max}} ein.',
    min_length: 'Geben Sie mindestens {{min}} Zeichen ein.',
    max_length: 'Geben Sie höchstens {{max}} Zeichen ein.',
    min_items: 'Wählen Sie mindestens {{min}} aus.',
    max_items: 'Wählen Sie höchstens {{max}} aus.',
    invalid_choice: 'Wählen Sie eine der angebotenen Möglichkeiten.',
    date_after_today: 'Wählen Sie ein Datum nach heute.',
    invalid_type: 'Dieser Wert hat die falsche Art.',
    invalid_format: 'Dieser Wert hat nicht das richtige Format.',
    invalid_fabric: 'Wählen Sie einen Stoff aus der Liste.',
    partner_store_unknown: 'Keine Ihrer Filialen hat diese Nummer.',
    invalid_value: 'Dieser Wert ist ungültig.',
    unknown_field: 'Dieses Feld gehört nicht zum Artikel.',
    unknown_article_type: 'Unbekannte Artikelart „{{articleType}}“.',
    tier_15_requires_hautecouture: 'Faltenband mit {{tier}} cm gibt es nur in Haute Couture.',
    unequal_split_no_electric_rail:
      'Ein ungleich geteilter Vorhang kann nicht an einer elektrischen Schiene hängen.',
    champagne_runner_not_with_basic_track:
      'Gleiter in Champagner sind für die Basisschiene nicht erhältlich.',
    double_battery_min_width: 'Ein Doppelakku braucht eine Systembreite von mindestens {{min}}.',
    curve_leg_too_short: 'Ein Bogenschenkel muss mindestens {{min}} lang sein.',
    connector_choice_required:
      'Diese Schiene ist länger als ein Stück von {{max}}. Wählen Sie, ob sie mit Verbindern geliefert wird.',
    ironing_not_available:
      'Dieser Stoff kann nicht gebügelt werden: Bügeln setzt mindestens {{min}} Bügelpunkte voraus.',
    fabric_not_turnable:
      'Der Stoff {{fabric}} kann nicht gedreht werden: Er wird nur so verarbeitet, wie er von der Rolle kommt.',
    lining_not_made: 'Dieser Artikel wird ohne Futter gefertigt; wählen Sie kein Futter.',
    fabric_not_declared_for:
      'Der Stoff {{fabric}} ist für diesen Artikel nicht angegeben; wählen Sie einen anderen Stoff oder ergänzen Sie die Konfektion beim Stoff.',
    name_alphanumeric: 'Verwenden Sie nur Buchstaben, Ziffern und Leerzeichen.',
    composition_total:
      'Die Zusammensetzung ergibt {{total}} %; sie muss genau {{expected}} % ergeben.',
    widewidth_min_width: 'Überbreiter Stoff ist mindestens {{min}} cm breit.',
    image_too_large: 'Das Bild ist größer als {{max}}.',
    too_many_samples: 'Zu viele Stoffe für Muster ausgewählt: Wählen Sie höchstens {{max}}.',
    sample_fabric_twice: 'Jeder Stoff kann pro Musteranforderung nur einmal gewählt werden.',
  },
  fr: {
    required: 'Obligatoire',
    numeric: 'Saisissez un nombre.',
    integer: 'Saisissez un nombre entier.',
    one_decimal: 'Saisissez au plus une décimale.',
    half_steps: 'Saisissez des lés entiers ou des demi-lés, par exemple 2 ou 2,5.',
    min_value: 'Saisissez au moins {{min}}.',
    greater_than: 'Saisissez une valeur supérieure à {{min}}.',
    max_value: 'Saisissez au plus {{max}}.',
    min_length: 'Saisissez au moins {{min}} caractères.',
    max_length: 'Saisissez au plus {{max}} caractères.',
    min_items: 'Choisissez-en au moins {{min}}.',
    max_items: 'Choisissez-en au plus {{max}}.',
    invalid_choice: 'Choisissez l’une des options proposées.',
    date_after_today: 'Choisissez une date postérieure à aujourd’hui.',
    invalid_type: 'Cette valeur n’est pas du bon type.',
    invalid_format: 'Cette valeur n’a pas le bon format.',
    invalid_fabric: 'Choisissez un tissu dans la liste.',
    partner_store_unknown: 'Aucun de vos magasins ne porte ce numéro.',
    invalid_value: 'Cette valeur n’est pas valable.',
    unknown_field: 'Ce champ ne fait pas partie de l’article.',
    unknown_article_type: 'Type d’article inconnu « {{articleType}} ».',
    tier_15_requires_hautecouture:
      'Le ruban de tête de {{tier}} cm n’est réalisé qu’en haute couture.',
    unequal_split_no_electric_rail:
      'Un rideau à partage inégal ne peut pas être monté sur un rail électrique.',
    champagne_runner_not_with_basic_track:
      'Les glisseurs champagne ne sont pas disponibles sur le rail de base.',
    double_battery_min_width:
      'Une batterie double exige une largeur de système d’au moins {{min}}.',
    curve_leg_too_short: 'Une branche de courbe doit mesurer au moins {{min}}.',
    connector_choice_required:
      'Ce rail dépasse une barre de {{max}}. Indiquez s’il doit être assemblé avec des raccords.',
    ironing_not_available:
      'Ce tissu ne peut pas être repassé : le repassage exige au moins {{min}} points de repassage.',
    fabric_not_turnable:
      'Le tissu {{fabric}} ne peut pas être tourné : il est confectionné uniquement dans le sens du rouleau.',
    lining_not_made: 'Cet article est confectionné sans doublure ; ne choisissez pas de doublure.',
    fabric_not_declared_for:
      'Le tissu {{fabric}} n’est pas déclaré pour cet article ; choisissez un autre tissu ou ajoutez la confection au tissu.',
    name_alphanumeric: 'Utilisez uniquement des lettres, des chiffres et des espaces.',
    composition_total:
      'La composition totalise {{total}} % ; elle doit faire exactement {{expected}} %.',
    widewidth_min_width: 'Un tissu grande largeur mesure au moins {{min}} cm de large.',
    image_too_large: 'L’image dépasse {{max}}.',
    too_many_samples:
      'Trop de tissus sélectionnés pour les échantillons : choisissez-en {{max}} au maximum.',
    sample_fabric_twice: 'Chaque tissu ne peut être choisi qu’une fois par demande d’échantillons.',
  },
  pl: {
    required: 'Wymagane',
    numeric: 'Wpisz liczbę.',
    integer: 'Wpisz liczbę całkowitą.',
    one_decimal: 'Wpisz najwyżej jedno miejsce po przecinku.',
    half_steps: 'Wpisz całe lub połówkowe bryty, np. 2 lub 2,5.',
    min_value: 'Wpisz co najmniej {{min}}.',
    greater_than: 'Wpisz wartość większą niż {{min}}.',
    max_value: 'Wpisz najwyżej {{max}}.',
    min_length: 'Wpisz co najmniej {{min}} znaków.',
    max_length: 'Wpisz najwyżej {{max}} znaków.',
    min_items: 'Wybierz co najmniej {{min}}.',
    max_items: 'Wybierz najwyżej {{max}}.',
    invalid_choice: 'Wybierz jedną z dostępnych opcji.',
    date_after_today: 'Wybierz datę późniejszą niż dzisiaj.',
    invalid_type: 'Ta wartość jest niewłaściwego rodzaju.',
    invalid_format: 'Ta wartość ma niewłaściwy format.',
    invalid_fabric: 'Wybierz tkaninę z listy.',
    partner_store_unknown: 'Żaden z Twoich sklepów nie ma tego numeru.',
    invalid_value: 'Ta wartość jest nieprawidłowa.',
    unknown_field: 'To pole nie należy do artykułu.',
    unknown_article_type: 'Nieznany rodzaj artykułu „{{articleType}}”.',
    tier_15_requires_hautecouture: 'Taśmę {{tier}} cm szyjemy wyłącznie w wersji haute couture.',
    unequal_split_no_electric_rail:
      'Zasłony podzielonej nierówno nie można zawiesić na szynie elektrycznej.',
    champagne_runner_not_with_basic_track:
      'Ślizgi w kolorze szampańskim nie są dostępne do szyny podstawowej.',
    double_battery_min_width: 'Podwójny akumulator wymaga szerokości systemu co najmniej {{min}}.',
    curve_leg_too_short: 'Ramię łuku musi mieć co najmniej {{min}}.',
    connector_choice_required:
      'Ta szyna jest dłuższa niż jeden odcinek {{max}}. Wybierz, czy ma być łączona złączkami.',
    ironing_not_available:
      'Tej tkaniny nie można prasować: prasowanie wymaga co najmniej {{min}} punktów prasowania.',
    fabric_not_turnable:
      'Tkaniny {{fabric}} nie można obrócić: szyje się ją tylko tak, jak schodzi z beli.',
    lining_not_made: 'Ten artykuł szyje się bez podszewki; nie wybieraj podszewki.',
    fabric_not_declared_for:
      'Tkanina {{fabric}} nie jest przewidziana dla tego artykułu; wybierz inną tkaninę lub dodaj konfekcję do tkaniny.',
    name_alphanumeric: 'Używaj tylko liter, cyfr i spacji.',
    composition_total: 'Skład sumuje się do {{total}} %; musi wynosić dokładnie {{expected}} %.',
    widewidth_min_width: 'Tkanina wysoka ma co najmniej {{min}} cm szerokości.',
    image_too_large: 'Obraz jest większy niż {{max}}.',
    too_many_samples: 'Wybrano zbyt wiele tkanin do próbek: wybierz najwyżej {{max}}.',
    sample_fabric_twice: 'Każdą tkaninę można wybrać tylko raz w jednym zamówieniu próbek.',
  },
  lt: {
    required: 'Privaloma',
    numeric: 'Įveskite skaičių.',
    integer: 'Įveskite sveikąjį skaičių.',
    one_decimal: 'Įveskite ne daugiau kaip vieną skaitmenį po kablelio.',
    half_steps: 'Įveskite sveikus arba pusinius ruožus, pvz., 2 arba 2,5.',
    min_value: 'Įveskite ne mažiau kaip {{min}}.',
    greater_than: 'Įveskite daugiau nei {{min}}.',
    max_value: 'Įveskite ne daugiau kaip {{max}}.',
    min_length: 'Įveskite ne mažiau kaip {{min}} simbolius.',
    max_length: 'Įveskite ne daugiau kaip {{max}} simbolius.',
    min_items: 'Pasirinkite ne mažiau kaip {{min}}.',
    max_items: 'Pasirinkite ne daugiau kaip {{max}}.',
    invalid_choice: 'Pasirinkite vieną iš siūlomų galimybių.',
    date_after_today: 'Pasirinkite vėlesnę nei šiandien datą.',
    invalid_type: 'Ši reikšmė yra netinkamos rūšies.',
    invalid_format: 'Šios reikšmės formatas netinkamas.',
    invalid_fabric: 'Pasirinkite audinį iš sąrašo.',
    partner_store_unknown: 'Nė viena jūsų parduotuvė neturi šio numerio.',
    invalid_value: 'Ši reikšmė negalioja.',
    unknown_field: 'Šis laukas nepriklauso gaminiui.',
    unknown_article_type: 'Nežinomas gaminio tipas „{{articleType}}“.',
    tier_15_requires_hautecouture: '{{tier}} cm juosta gaminama tik „haute couture“ lygiu.',
    unequal_split_no_electric_rail:
      'Nelygiai padalintos užuolaidos negalima kabinti ant elektrinio bėgelio.',
    champagne_runner_not_with_basic_track: 'Šampano spalvos slankikliai netinka baziniam bėgeliui.',
    double_battery_min_width:
      'Dvigubam akumuliatoriui reikia ne mažesnio kaip {{min}} sistemos pločio.',
    curve_leg_too_short: 'Lenkimo atkarpa turi būti ne trumpesnė kaip {{min}}.',
    connector_choice_required:
      'Šis bėgelis ilgesnis už vieną {{max}} ruožą. Pasirinkite, ar jį jungti jungtimis.',
    ironing_not_available:
      'Šio audinio lyginti negalima: lyginimui reikia bent {{min}} lyginimo taškų.',
    fabric_not_turnable:
      'Audinio {{fabric}} negalima pasukti: jis siuvamas tik taip, kaip nusivynioja nuo ritinio.',
    lining_not_made: 'Šis gaminys siuvamas be pamušalo; pamušalo nepasirinkite.',
    fabric_not_declared_for:
      'Audinys {{fabric}} nenurodytas šiam gaminiui; pasirinkite kitą audinį arba pridėkite konfekciją prie audinio.',
    name_alphanumeric: 'Naudokite tik raides, skaitmenis ir tarpus.',
    composition_total: 'Sudėtis sudaro {{total}} %; ji turi būti lygiai {{expected}} %.',
    widewidth_min_width: 'Platus audinys yra ne siauresnis kaip {{min}} cm.',
    image_too_large: 'Paveikslėlis didesnis nei {{max}}.',
    too_many_samples:
      'Pavyzdžiams pasirinkta per daug audinių: pasirinkite ne daugiau kaip {{max}}.',
    sample_fabric_twice:
      'Kiekvieną audinį vienoje pavyzdžių užklausoje galima pasirinkti tik kartą.',
  },
});
