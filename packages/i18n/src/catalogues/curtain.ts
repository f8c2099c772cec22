import { defineCatalogue } from '../define.js';

// Namespace "curtain": the texts of the curtain configurator that are its own. Field labels are in
// `articleFields`, the words every configurator shares in `configurator`, option labels in `enums`.
const en = {
  intro:
    'Configure a made-to-measure curtain step by step. The preview, the price and the cut list follow every change.',
  model: {
    title: 'Choose a model',
    models: 'Curtain model',
    hint: 'The heading decides how the curtain hangs and which rail or rod goes with it.',
  },
  fabric: {
    title: 'Fabric and lining',
    none: 'Choose the main fabric in the order details above.',
    loading: 'Loading the fabric…',
    width: 'Fabric width',
    widthType: 'Made up in',
    pattern: 'Pattern',
    repeat: 'Pattern repeat {{repeat}}',
    ironing: 'Ironing points',
    type: 'Fabric type',
    withLining: 'With lining',
    widthAssumption:
      'The {{luxury}} make-up price assumes fabric up to {{assumed}} wide; this fabric is {{width}} wide and is made at the same price per width.',
  },
  specification: {
    title: 'Specification',
    chooseModel: 'Choose a model first; the specification depends on it.',
    ironingNeedsFabric: 'Choose the fabric first: whether it can be ironed depends on the fabric.',
    size: 'Size {{index}}',
    addSize: 'Add a size',
    removeSize: 'Remove size {{index}}',
  },
  addOn: {
    intro: {
      rail: 'A rail made to the width of this curtain, with the runners its heading needs.',
      rod: 'A decorative rod made to the width of this curtain.',
      pullRod: 'A pull rod to draw the curtain without touching the fabric.',
    },
    added: 'Added to this curtain; it is saved together with the curtain.',
    saved: 'Saved as article {{orderNumber}}.',
    remove: 'Remove',
    widthDiffersTitle: 'The widths differ',
    widthDiffers:
      'You entered {{width}} here by hand; the curtain is {{curtainWidth}} wide. This width no longer follows the curtain.',
    useCurtainWidth: 'Use the curtain’s width',
  },
  confirmation: {
    title: 'Check and save',
    general: 'Curtain',
    model: 'Model',
    addOns: 'With this curtain',
    noAddOns: 'No rail, rod or pull rod added.',
    empty: 'Nothing chosen yet.',
    panelLeadTime: 'Panel curtains are made to order: allow {{weeks}} weeks for delivery.',
  },
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    intro:
      'Stel stap voor stap een gordijn op maat samen. De voorvertoning, de prijs en de knipstaat volgen elke wijziging.',
    model: {
      title: 'Kies een model',
      models: 'Gordijnmodel',
      hint: 'De kop bepaalt hoe het gordijn hangt en welke rail of roede erbij hoort.',
    },
    fabric: {
      title: 'Stof en voering',
      none: 'Kies de hoofdstof hierboven bij de ordergegevens.',
      loading: 'De stof wordt geladen…',
      width: 'Stofbreedte',
      widthType: 'Verwerkt in',
      pattern: 'Patroon',
      repeat: 'Rapport {{repeat}}',
      ironing: 'Strijkpunten',
      type: 'Stofsoort',
      withLining: 'Met voering',
      widthAssumption:
        'De confectieprijs {{luxury}} gaat uit van stof tot {{assumed}} breed; deze stof is {{width}} breed en wordt voor dezelfde prijs per baan gemaakt.',
    },
    specification: {
      title: 'Specificatie',
      chooseModel: 'Kies eerst een model; de specificatie hangt ervan af.',
      ironingNeedsFabric: 'Kies eerst de stof: of er gestreken kan worden, hangt van de stof af.',
      size: 'Maat {{index}}',
      addSize: 'Maat toevoegen',
      removeSize: 'Maat {{index}} verwijderen',
    },
    addOn: {
      intro: {
        rail: 'Een rail op de breedte van dit gordijn, met de runners die de kop nodig heeft.',
        rod: 'Een decoratieve roede op de breedte van dit gordijn.',
        pullRod: 'Een trekstok om het gordijn te bedienen zonder de stof aan te raken.',
      },
      added: 'Toegevoegd aan dit gordijn; het wordt samen met het gordijn opgeslagen.',
      saved: 'Opgeslagen als artikel {{orderNumber}}.',
      remove: 'Verwijderen',
      widthDiffersTitle: 'De breedtes verschillen',
      widthDiffers:
        'U hebt hier zelf {{width}} ingevuld; het gordijn is {{curtainWidth}} breed. Deze breedte volgt het gordijn niet meer.',
      useCurtainWidth: 'Breedte van het gordijn overnemen',
    },
    confirmation: {
      title: 'Controleren en opslaan',
      general: 'Gordijn',
      model: 'Model',
      addOns: 'Bij dit gordijn',
      noAddOns: 'Geen rail, roede of trekstok toegevoegd.',
      empty: 'Nog niets gekozen.',
      panelLeadTime:
        'Paneelgordijnen worden op maat gemaakt: reken op een levertijd van {{weeks}} weken.',
    },
  },
  de: {
    intro:
      'Stellen Sie einen Vorhang nach Maß Schritt für Schritt zusammen. Vorschau, Preis und Zuschnittliste folgen jeder Änderung.',
    model: {
      title: 'Modell wählen',
      models: 'Vorhangmodell',
      hint: 'Der Kopf bestimmt, wie der Vorhang hängt und welche Schiene oder Stange dazugehört.',
    },
    fabric: {
      title: 'Stoff und Futter',
      none: 'Wählen Sie den Hauptstoff oben bei den Auftragsdaten.',
      loading: 'Der Stoff wird geladen…',
      width: 'Stoffbreite',
      widthType: 'Verarbeitet in',
      pattern: 'Muster',
      repeat: 'Rapport {{repeat}}',
      ironing: 'Bügelpunkte',
      type: 'Stoffart',
      withLining: 'Mit Futter',
      widthAssumption:
        'Der Konfektionspreis {{luxury}} setzt Stoff bis {{assumed}} Breite voraus; dieser Stoff ist {{width}} breit und wird zum selben Preis pro Bahn verarbeitet.',
    },
    specification: {
      title: 'Spezifikation',
      chooseModel: 'Wählen Sie zuerst ein Modell; die Spezifikation hängt davon ab.',
      ironingNeedsFabric:
        'Wählen Sie zuerst den Stoff: Ob gebügelt werden kann, hängt vom Stoff ab.',
      size: 'Maß {{index}}',
      addSize: 'Maß hinzufügen',
      removeSize: 'Maß {{index}} entfernen',
    },
    addOn: {
      intro: {
        rail: 'Eine Schiene in der Breite dieses Vorhangs, mit den Gleitern, die sein Kopf braucht.',
        rod: 'Eine Dekorationsstange in der Breite dieses Vorhangs.',
        pullRod: 'Ein Zugstab, um den Vorhang zu bewegen, ohne den Stoff zu berühren.',
      },
      added: 'Zu diesem Vorhang hinzugefügt; wird zusammen mit dem Vorhang gespeichert.',
      saved: 'Gespeichert als Artikel {{orderNumber}}.',
      remove: 'Entfernen',
      widthDiffersTitle: 'Die Breiten weichen ab',
      widthDiffers:
        'Sie haben hier {{width}} von Hand eingegeben; der Vorhang ist {{curtainWidth}} breit. Diese Breite folgt dem Vorhang nicht mehr.',
      useCurtainWidth: 'Breite des Vorhangs übernehmen',
    },
    confirmation: {
      title: 'Prüfen und speichern',
      general: 'Vorhang',
      model: 'Modell',
      addOns: 'Zu diesem Vorhang',
      noAddOns: 'Keine Schiene, Stange oder Zugstab hinzugefügt.',
      empty: 'Noch nichts gewählt.',
      panelLeadTime:
        'Flächenvorhänge werden auf Maß gefertigt: Rechnen Sie mit einer Lieferzeit von {{weeks}} Wochen.',
    },
  },
  fr: {
    intro:
      'Configurez un rideau sur mesure étape par étape. L’aperçu, le prix et la liste de coupe suivent chaque modification.',
    model: {
      title: 'Choisir un modèle',
      models: 'Modèle de rideau',
      hint: 'La tête détermine comment le rideau tombe et quel rail ou quelle tringle l’accompagne.',
    },
    fabric: {
      title: 'Tissu et doublure',
      none: 'Choisissez le tissu principal ci-dessus, dans les données de commande.',
      loading: 'Chargement du tissu…',
      width: 'Laize',
      widthType: 'Confectionné en',
      pattern: 'Motif',
      repeat: 'Raccord {{repeat}}',
      ironing: 'Points de repassage',
      type: 'Type de tissu',
      withLining: 'Avec doublure',
      widthAssumption:
        'Le prix de confection {{luxury}} suppose un tissu d’au plus {{assumed}} de large ; ce tissu fait {{width}} et est confectionné au même prix par lé.',
    },
    specification: {
      title: 'Spécification',
      chooseModel: 'Choisissez d’abord un modèle ; la spécification en dépend.',
      ironingNeedsFabric: 'Choisissez d’abord le tissu : le repassage dépend du tissu.',
      size: 'Mesure {{index}}',
      addSize: 'Ajouter une mesure',
      removeSize: 'Supprimer la mesure {{index}}',
    },
    addOn: {
      intro: {
        rail: 'Un rail à la largeur de ce rideau, avec les glisseurs dont sa tête a besoin.',
        rod: 'Une tringle décorative à la largeur de ce rideau.',
        pullRod: 'Une baguette de tirage pour manœuvrer le rideau sans toucher le tissu.',
      },
      added: 'Ajouté à ce rideau ; il est enregistré avec le rideau.',
      saved: 'Enregistré comme article {{orderNumber}}.',
      remove: 'Retirer',
      widthDiffersTitle: 'Les largeurs diffèrent',
      widthDiffers:
        'Vous avez saisi {{width}} ici manuellement ; le rideau mesure {{curtainWidth}} de large. Cette largeur ne suit plus celle du rideau.',
      useCurtainWidth: 'Reprendre la largeur du rideau',
    },
    confirmation: {
      title: 'Vérifier et enregistrer',
      general: 'Rideau',
      model: 'Modèle',
      addOns: 'Avec ce rideau',
      noAddOns: 'Aucun rail, tringle ou baguette de tirage ajouté.',
      empty: 'Rien n’est encore choisi.',
      panelLeadTime:
        'Les panneaux japonais sont faits sur mesure : comptez {{weeks}} semaines de délai de livraison.',
    },
  },
  pl: {
    intro:
      'Skonfiguruj zasłonę na wymiar krok po kroku. Podgląd, cena i lista cięcia nadążają za każdą zmianą.',
    model: {
      title: 'Wybierz model',
      models: 'Model zasłony',
      hint: 'Główka decyduje o tym, jak zasłona się układa i jaka szyna lub karnisz do niej pasuje.',
    },
    fabric: {
      title: 'Tkanina i podszewka',
      none: 'Wybierz tkaninę główną powyżej, w danych zamówienia.',
      loading: 'Wczytywanie tkaniny…',
      width: 'Szerokość tkaniny',
      widthType: 'Szycie z',
      pattern: 'Wzór',
      repeat: 'Raport {{repeat}}',
      ironing: 'Punkty prasowania',
      type: 'Rodzaj tkaniny',
      withLining: 'Z podszewką',
      widthAssumption:
        'Cena szycia {{luxury}} zakłada tkaninę o szerokości do {{assumed}}; ta tkanina ma {{width}} szerokości i jest szyta w tej samej cenie za bryt.',
    },
    specification: {
      title: 'Specyfikacja',
      chooseModel: 'Najpierw wybierz model; specyfikacja od niego zależy.',
      ironingNeedsFabric: 'Najpierw wybierz tkaninę: od niej zależy, czy można ją prasować.',
      size: 'Wymiar {{index}}',
      addSize: 'Dodaj wymiar',
      removeSize: 'Usuń wymiar {{index}}',
    },
    addOn: {
      intro: {
        rail: 'Szyna na szerokość tej zasłony, z suwakami, których wymaga jej główka.',
        rod: 'Karnisz dekoracyjny na szerokość tej zasłony.',
        pullRod: 'Drążek do przesuwania zasłony bez dotykania tkaniny.',
      },
      added: 'Dodano do tej zasłony; zostanie zapisane razem z zasłoną.',
      saved: 'Zapisano jako artykuł {{orderNumber}}.',
      remove: 'Usuń',
      widthDiffersTitle: 'Szerokości się różnią',
      widthDiffers:
        'Wpisano tu ręcznie {{width}}; zasłona ma {{curtainWidth}} szerokości. Ta szerokość nie dopasowuje się już do zasłony.',
      useCurtainWidth: 'Przyjmij szerokość zasłony',
    },
    confirmation: {
      title: 'Sprawdź i zapisz',
      general: 'Zasłona',
      model: 'Model',
      addOns: 'Do tej zasłony',
      noAddOns: 'Nie dodano szyny, karnisza ani drążka.',
      empty: 'Jeszcze nic nie wybrano.',
      panelLeadTime: 'Panele są szyte na wymiar: czas dostawy wynosi {{weeks}} tygodnie.',
    },
  },
  lt: {
    intro:
      'Sukonfigūruokite užuolaidą pagal užsakymą žingsnis po žingsnio. Peržiūra, kaina ir sukirpimo sąrašas atnaujinami po kiekvieno pakeitimo.',
    model: {
      title: 'Pasirinkite modelį',
      models: 'Užuolaidos modelis',
      hint: 'Viršutinė dalis lemia, kaip užuolaida kabo ir koks bėgelis ar karnizas jai tinka.',
    },
    fabric: {
      title: 'Audinys ir pamušalas',
      none: 'Pagrindinį audinį pasirinkite aukščiau, užsakymo duomenyse.',
      loading: 'Įkeliamas audinys…',
      width: 'Audinio plotis',
      widthType: 'Siuvama iš',
      pattern: 'Raštas',
      repeat: 'Rašto pasikartojimas {{repeat}}',
      ironing: 'Lyginimo taškai',
      type: 'Audinio rūšis',
      withLining: 'Su pamušalu',
      widthAssumption:
        'Siuvimo kaina ({{luxury}}) skaičiuojama audiniui iki {{assumed}} pločio; šis audinys yra {{width}} pločio ir siuvamas už tą pačią kainą už juostą.',
    },
    specification: {
      title: 'Specifikacija',
      chooseModel: 'Pirmiausia pasirinkite modelį; specifikacija nuo jo priklauso.',
      ironingNeedsFabric:
        'Pirmiausia pasirinkite audinį: ar jį galima lyginti, priklauso nuo audinio.',
      size: 'Matmuo {{index}}',
      addSize: 'Pridėti matmenį',
      removeSize: 'Pašalinti matmenį {{index}}',
    },
    addOn: {
      intro: {
        rail: 'Šios užuolaidos pločio bėgelis su slankikliais, kurių reikia jos viršutinei daliai.',
        rod: 'Šios užuolaidos pločio dekoratyvinis karnizas.',
        pullRod: 'Traukimo lazdelė užuolaidai stumdyti neliečiant audinio.',
      },
      added: 'Pridėta prie šios užuolaidos; išsaugoma kartu su užuolaida.',
      saved: 'Išsaugota kaip prekė {{orderNumber}}.',
      remove: 'Pašalinti',
      widthDiffersTitle: 'Pločiai skiriasi',
      widthDiffers:
        'Čia rankiniu būdu įvedėte {{width}}; užuolaidos plotis – {{curtainWidth}}. Šis plotis nebesikeičia kartu su užuolaida.',
      useCurtainWidth: 'Naudoti užuolaidos plotį',
    },
    confirmation: {
      title: 'Patikrinkite ir išsaugokite',
      general: 'Užuolaida',
      model: 'Modelis',
      addOns: 'Prie šios užuolaidos',
      noAddOns: 'Nepridėta nei bėgelio, nei karnizo, nei traukimo lazdelės.',
      empty: 'Dar nieko nepasirinkta.',
      panelLeadTime:
        'Panelinės užuolaidos siuvamos pagal užsakymą: pristatymo laikas – {{weeks}} savaitės.',
    },
  },
});
