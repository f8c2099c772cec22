import { defineCatalogue } from '../define.js';

// Namespace "foldcurtain": the roman-blind configurator's own texts. Field labels are in
// `articleFields`, shared configurator words in `configurator`, option labels in `enums`.
const en = {
  title: 'Roman blind',
  description:
    'Configure a made-to-measure roman blind: choose the model, the fabric and the specification.',
  model: {
    intro: 'Choose how the blind folds up. You can change the model at any time.',
  },
  fabric: {
    none: 'Choose the fabric in the order details above.',
    name: 'Fabric',
    width: 'Fabric width',
    widthType: 'Used as',
    patternRepeat: 'Pattern repeat',
    ironingPoints: 'Ironing points',
    widthTypeHint: 'Leave empty to use the fabric as it is supplied.',
    liningHint: 'A lining darkens the blind and protects the fabric against sunlight.',
  },
  groups: {
    control: 'Operation and child safety',
  },
  childSafety: {
    title: 'Child safety',
    message:
      'Cords and chains can be dangerous for young children. We strongly advise ordering this blind with child safety, which keeps the chain taut and out of reach.',
    withoutWarning:
      'This blind is operated by a chain and ordered without child safety. Only do this where no young children live or visit.',
    add: 'Add child safety',
    keepOff: 'Continue without child safety',
  },
  electric: {
    hint: 'Leave empty for a blind operated by hand.',
  },
  hints: {
    width:
      'Finished width of the blind in {{unit}}. Inside the recess: the exact width of the recess; we deduct the clearance.',
    height:
      'Finished height of the blind in {{unit}}, from the top of the headrail to the bottom edge.',
  },
  ironingUnavailable: 'Ironing is only possible on a fabric with at least {{min}} ironing points.',
  confirmation: {
    empty: 'Nothing has been entered yet.',
    field: 'Item',
    value: 'Your choice',
    change: 'Change',
  },
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    title: 'Vouwgordijn',
    description: 'Stel een vouwgordijn op maat samen: kies het model, de stof en de specificaties.',
    model: {
      intro: 'Kies hoe het gordijn opvouwt. U kunt het model op elk moment wijzigen.',
    },
    fabric: {
      none: 'Kies de stof bij de ordergegevens hierboven.',
      name: 'Stof',
      width: 'Stofbreedte',
      widthType: 'Verwerkt als',
      patternRepeat: 'Patroonrapport',
      ironingPoints: 'Strijkpunten',
      widthTypeHint: 'Laat leeg om de stof te verwerken zoals die geleverd wordt.',
      liningHint: 'Een voering verduistert het gordijn en beschermt de stof tegen zonlicht.',
    },
    groups: {
      control: 'Bediening en kindveiligheid',
    },
    childSafety: {
      title: 'Kindveiligheid',
      message:
        'Koorden en kettingen kunnen gevaarlijk zijn voor jonge kinderen. Wij raden u met klem aan dit gordijn met kindveiligheid te bestellen; die houdt de ketting strak en buiten bereik.',
      withoutWarning:
        'Dit gordijn wordt met een ketting bediend en zonder kindveiligheid besteld. Doe dit alleen waar geen jonge kinderen wonen of op bezoek komen.',
      add: 'Kindveiligheid toevoegen',
      keepOff: 'Doorgaan zonder kindveiligheid',
    },
    electric: {
      hint: 'Laat leeg voor een gordijn dat met de hand bediend wordt.',
    },
    hints: {
      width:
        'Afgewerkte breedte van het vouwgordijn in {{unit}}. In de dag: de exacte breedte van de dag; wij trekken de speling eraf.',
      height:
        'Afgewerkte hoogte van het vouwgordijn in {{unit}}, van de bovenkant van de kop tot de onderrand.',
    },
    ironingUnavailable: 'Strijken kan alleen bij een stof met ten minste {{min}} strijkpunten.',
    confirmation: {
      empty: 'Er is nog niets ingevuld.',
      field: 'Onderdeel',
      value: 'Uw keuze',
      change: 'Wijzigen',
    },
  },
  de: {
    title: 'Raffrollo',
    description:
      'Stellen Sie ein Raffrollo nach Maß zusammen: Wählen Sie Modell, Stoff und Ausführung.',
    model: {
      intro: 'Wählen Sie, wie das Rollo sich faltet. Sie können das Modell jederzeit ändern.',
    },
    fabric: {
      none: 'Wählen Sie den Stoff oben in den Auftragsdaten.',
      name: 'Stoff',
      width: 'Stoffbreite',
      widthType: 'Verarbeitet als',
      patternRepeat: 'Musterrapport',
      ironingPoints: 'Bügelpunkte',
      widthTypeHint: 'Leer lassen, um den Stoff so zu verarbeiten, wie er geliefert wird.',
      liningHint: 'Ein Futter verdunkelt das Rollo und schützt den Stoff vor Sonnenlicht.',
    },
    groups: {
      control: 'Bedienung und Kindersicherung',
    },
    childSafety: {
      title: 'Kindersicherung',
      message:
        'Schnüre und Ketten können für kleine Kinder gefährlich sein. Wir empfehlen dringend, dieses Rollo mit Kindersicherung zu bestellen; sie hält die Kette straff und außer Reichweite.',
      withoutWarning:
        'Dieses Rollo wird mit einer Kette bedient und ohne Kindersicherung bestellt. Tun Sie das nur, wo keine kleinen Kinder wohnen oder zu Besuch kommen.',
      add: 'Kindersicherung hinzufügen',
      keepOff: 'Ohne Kindersicherung fortfahren',
    },
    electric: {
      hint: 'Leer lassen für ein Rollo mit Handbedienung.',
    },
    hints: {
      width:
        'Fertigbreite des Raffrollos in {{unit}}. In der Laibung: die genaue Breite der Laibung; wir ziehen das Spiel ab.',
      height:
        'Fertighöhe des Raffrollos in {{unit}}, von der Oberkante der Kopfschiene bis zur Unterkante.',
    },
    ironingUnavailable:
      'Bügeln ist nur bei einem Stoff mit mindestens {{min}} Bügelpunkten möglich.',
    confirmation: {
      empty: 'Es wurde noch nichts eingegeben.',
      field: 'Angabe',
      value: 'Ihre Wahl',
      change: 'Ändern',
    },
  },
  fr: {
    title: 'Store bateau',
    description:
      'Configurez un store bateau sur mesure : choisissez le modèle, le tissu et les caractéristiques.',
    model: {
      intro:
        'Choisissez la façon dont le store se plie. Vous pouvez changer de modèle à tout moment.',
    },
    fabric: {
      none: 'Choisissez le tissu dans les données de commande ci-dessus.',
      name: 'Tissu',
      width: 'Laize du tissu',
      widthType: 'Utilisé en',
      patternRepeat: 'Raccord du motif',
      ironingPoints: 'Points de repassage',
      widthTypeHint: 'Laissez vide pour utiliser le tissu tel qu’il est livré.',
      liningHint: 'Une doublure assombrit le store et protège le tissu du soleil.',
    },
    groups: {
      control: 'Commande et sécurité enfants',
    },
    childSafety: {
      title: 'Sécurité enfants',
      message:
        'Les cordons et les chaînettes peuvent être dangereux pour les jeunes enfants. Nous vous conseillons vivement de commander ce store avec la sécurité enfants, qui maintient la chaînette tendue et hors de portée.',
      withoutWarning:
        'Ce store est commandé par chaînette et sans sécurité enfants. Ne le faites que là où aucun jeune enfant ne vit ni ne vient en visite.',
      add: 'Ajouter la sécurité enfants',
      keepOff: 'Continuer sans sécurité enfants',
    },
    electric: {
      hint: 'Laissez vide pour un store à commande manuelle.',
    },
    hints: {
      width:
        'Largeur finie du store en {{unit}}. En tableau : la largeur exacte de l’ouverture ; nous déduisons le jeu nécessaire.',
      height: 'Hauteur finie du store en {{unit}}, du haut du rail jusqu’au bord inférieur.',
    },
    ironingUnavailable:
      'Le repassage n’est possible que sur un tissu d’au moins {{min}} points de repassage.',
    confirmation: {
      empty: 'Rien n’a encore été saisi.',
      field: 'Élément',
      value: 'Votre choix',
      change: 'Modifier',
    },
  },
  pl: {
    title: 'Roleta rzymska',
    description: 'Skonfiguruj roletę rzymską na wymiar: wybierz model, tkaninę i specyfikację.',
    model: {
      intro: 'Wybierz, jak roleta się składa. Model możesz zmienić w dowolnym momencie.',
    },
    fabric: {
      none: 'Wybierz tkaninę w danych zamówienia powyżej.',
      name: 'Tkanina',
      width: 'Szerokość tkaniny',
      widthType: 'Użyta jako',
      patternRepeat: 'Raport wzoru',
      ironingPoints: 'Punkty prasowania',
      widthTypeHint: 'Pozostaw puste, aby użyć tkaniny tak, jak jest dostarczana.',
      liningHint: 'Podszewka przyciemnia roletę i chroni tkaninę przed słońcem.',
    },
    groups: {
      control: 'Sterowanie i zabezpieczenie przed dziećmi',
    },
    childSafety: {
      title: 'Zabezpieczenie przed dziećmi',
      message:
        'Sznurki i łańcuszki mogą być niebezpieczne dla małych dzieci. Zdecydowanie zalecamy zamówienie tej rolety z zabezpieczeniem, które utrzymuje łańcuszek napięty i poza zasięgiem.',
      withoutWarning:
        'Ta roleta jest sterowana łańcuszkiem i zamówiona bez zabezpieczenia przed dziećmi. Rób to tylko tam, gdzie nie mieszkają ani nie bywają małe dzieci.',
      add: 'Dodaj zabezpieczenie',
      keepOff: 'Kontynuuj bez zabezpieczenia',
    },
    electric: {
      hint: 'Pozostaw puste dla rolety sterowanej ręcznie.',
    },
    hints: {
      width:
        'Szerokość gotowej rolety w {{unit}}. We wnęce: dokładna szerokość wnęki; luz odejmujemy sami.',
      height: 'Wysokość gotowej rolety w {{unit}}, od górnej krawędzi szyny do dolnej krawędzi.',
    },
    ironingUnavailable:
      'Prasowanie jest możliwe tylko dla tkaniny z co najmniej {{min}} punktami prasowania.',
    confirmation: {
      empty: 'Nic jeszcze nie wpisano.',
      field: 'Pozycja',
      value: 'Twój wybór',
      change: 'Zmień',
    },
  },
  lt: {
    title: 'Romanetė',
    description:
      'Sukonfigūruokite romanetę pagal matmenis: pasirinkite modelį, audinį ir specifikaciją.',
    model: {
      intro: 'Pasirinkite, kaip užuolaida susilanksto. Modelį galite pakeisti bet kada.',
    },
    fabric: {
      none: 'Pasirinkite audinį aukščiau esančiuose užsakymo duomenyse.',
      name: 'Audinys',
      width: 'Audinio plotis',
      widthType: 'Naudojamas kaip',
      patternRepeat: 'Rašto raportas',
      ironingPoints: 'Lyginimo taškai',
      widthTypeHint: 'Palikite tuščią, kad audinys būtų naudojamas toks, koks tiekiamas.',
      liningHint: 'Pamušalas užtamsina užuolaidą ir saugo audinį nuo saulės.',
    },
    groups: {
      control: 'Valdymas ir apsauga nuo vaikų',
    },
    childSafety: {
      title: 'Apsauga nuo vaikų',
      message:
        'Virvelės ir grandinėlės gali būti pavojingos mažiems vaikams. Primygtinai rekomenduojame šią užuolaidą užsakyti su apsauga nuo vaikų, kuri laiko grandinėlę įtemptą ir nepasiekiamą.',
      withoutWarning:
        'Ši užuolaida valdoma grandinėle ir užsakyta be apsaugos nuo vaikų. Darykite taip tik ten, kur negyvena ir nesilanko maži vaikai.',
      add: 'Pridėti apsaugą nuo vaikų',
      keepOff: 'Tęsti be apsaugos nuo vaikų',
    },
    electric: {
      hint: 'Palikite tuščią, jei užuolaida valdoma rankiniu būdu.',
    },
    hints: {
      width:
        'Pagamintos užuolaidos plotis {{unit}}. Angoje: tikslus angos plotis; tarpą atimame patys.',
      height: 'Pagamintos užuolaidos aukštis {{unit}}, nuo bėgelio viršaus iki apatinio krašto.',
    },
    ironingUnavailable:
      'Lyginti galima tik audinį, turintį ne mažiau kaip {{min}} lyginimo taškus.',
    confirmation: {
      empty: 'Dar nieko neįvesta.',
      field: 'Elementas',
      value: 'Jūsų pasirinkimas',
      change: 'Keisti',
    },
  },
});
