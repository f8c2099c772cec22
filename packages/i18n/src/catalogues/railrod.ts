import { defineCatalogue } from '../define.js';

// Namespace "railrod": the rail/rod configurator and the rail, rod and pull-rod forms the curtain
// flow reuses. Field labels live in `articleFields`, shared configurator words in `configurator`,
// option labels in `enums`. Lengths in the connector texts arrive formatted with their unit.
const en = {
  title: 'Rail or rod',
  editTitle: 'Edit rail or rod',
  description: 'A curtain track, decorative rail, electric rail or rod, made to measure.',
  model: {
    heading: 'Which rail or rod?',
    locked: 'A saved article keeps its kind. For another kind, start a new article.',
  },
  kinds: {
    trackrail: 'Aluminium track for ceiling or wall mounting, also with bends.',
    decorativerail: 'A visible rail in a design profile, finished with end knobs.',
    electrictrackrail: 'Motorised track, operated by remote control or home automation.',
    eraildecoround35mm: 'Motorised decorative rail with a round 35 mm profile.',
    eraildecosquare32mm: 'Motorised decorative rail with a square 32 mm profile.',
    decorativerod: 'A rod for ring, rod-pocket and tab curtains.',
  },
  headerMissing: 'Choose the employee and the room first.',
  hints: {
    width: {
      rail: 'Length of the rail in {{unit}} along the wall, without the curve legs.',
      rod: 'Length of the rod in {{unit}} along the wall, without the curve legs.',
    },
    guidance:
      'Keep at least {{clearance}} from the wall and let the rail pass the window by at least {{margin}} on each side.',
  },
  curve: {
    left: 'Left',
    right: 'Right',
    towardsWall: 'towards the wall',
    legsHint:
      'Measure each leg along the wall, from the end of the rail to the middle of the bend.',
    disclaimerTitle: 'Bent rails are made to measure',
    disclaimer:
      'A bent rail is made for this window and cannot be returned. Check the legs on site before you order.',
  },
  connector: {
    title: 'Longer than one bar',
    explanation:
      'This rail is {{length}} long; one bar in this colour is at most {{max}}, so it is made of {{bars}} bars.',
    count: 'Connectors needed: {{count}}.',
    with: 'With connector',
    withHint: 'The bars are joined with a connector, so the rail runs smoothly across the joint.',
    without: 'Without connector',
    withoutHint: 'The bars are delivered loose and butted together on site, without a connector.',
    later: 'Decide later',
  },
  pullRod: {
    description: 'A pull rod lets you draw the curtain without touching the fabric.',
    lengthHint: 'Length in {{unit}}, from {{min}} to {{max}}.',
  },
  summary: {
    heading: 'Your choices',
    kind: 'Kind',
    nothing: 'Choose a rail or rod first.',
  },
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    title: 'Rail of roede',
    editTitle: 'Rail of roede wijzigen',
    description: 'Een gordijnrail, decoratieve rail, elektrische rail of roede op maat.',
    model: {
      heading: 'Welke rail of roede?',
      locked:
        'Een opgeslagen artikel behoudt zijn soort. Begint u voor een andere soort een nieuw artikel.',
    },
    kinds: {
      trackrail: 'Aluminium rail voor plafond- of wandmontage, ook met bochten.',
      decorativerail: 'Een zichtbare rail in een designprofiel, afgewerkt met eindknoppen.',
      electrictrackrail: 'Gemotoriseerde rail, bediend met afstandsbediening of domotica.',
      eraildecoround35mm: 'Gemotoriseerde decoratieve rail met een rond profiel van 35 mm.',
      eraildecosquare32mm: 'Gemotoriseerde decoratieve rail met een vierkant profiel van 32 mm.',
      decorativerod: 'Een roede voor ring-, tunnel- en lussengordijnen.',
    },
    headerMissing: 'Kiest u eerst de medewerker en de ruimte.',
    hints: {
      width: {
        rail: 'Lengte van de rail in {{unit}} langs de muur, zonder de bochtbenen.',
        rod: 'Lengte van de roede in {{unit}} langs de muur, zonder de bochtbenen.',
      },
      guidance:
        'Houd minimaal {{clearance}} afstand tot de muur en laat de rail aan elke kant minimaal {{margin}} voorbij het raam lopen.',
    },
    curve: {
      left: 'Links',
      right: 'Rechts',
      towardsWall: 'naar de muur',
      legsHint:
        'Meet elk been langs de muur, van het einde van de rail tot het midden van de bocht.',
      disclaimerTitle: 'Gebogen rails worden op maat gemaakt',
      disclaimer:
        'Een gebogen rail wordt voor dit raam gemaakt en kan niet worden teruggenomen. Controleert u de benen ter plaatse voordat u bestelt.',
    },
    connector: {
      title: 'Langer dan één profiel',
      explanation:
        'Deze rail is {{length}} lang; één profiel in deze kleur is maximaal {{max}}, dus hij bestaat uit {{bars}} profielen.',
      count: 'Benodigde verbinders: {{count}}.',
      with: 'Met verbinder',
      withHint:
        'De profielen worden met een verbinder gekoppeld, zodat de rail soepel over de naad loopt.',
      without: 'Zonder verbinder',
      withoutHint:
        'De profielen worden los geleverd en ter plaatse tegen elkaar gemonteerd, zonder verbinder.',
      later: 'Later beslissen',
    },
    pullRod: {
      description: 'Met een trekstang schuift u het gordijn zonder de stof aan te raken.',
      lengthHint: 'Lengte in {{unit}}, van {{min}} tot {{max}}.',
    },
    summary: {
      heading: 'Uw keuzes',
      kind: 'Soort',
      nothing: 'Kiest u eerst een rail of roede.',
    },
  },
  de: {
    title: 'Schiene oder Stange',
    editTitle: 'Schiene oder Stange bearbeiten',
    description: 'Eine Vorhangschiene, Dekorschiene, elektrische Schiene oder Stange nach Maß.',
    model: {
      heading: 'Welche Schiene oder Stange?',
      locked:
        'Ein gespeicherter Artikel behält seine Art. Für eine andere Art legen Sie bitte einen neuen Artikel an.',
    },
    kinds: {
      trackrail: 'Aluminiumschiene für Decken- oder Wandmontage, auch mit Bögen.',
      decorativerail: 'Eine sichtbare Schiene im Designprofil, mit Endknöpfen abgeschlossen.',
      electrictrackrail: 'Motorisierte Schiene, bedient per Fernbedienung oder Hausautomation.',
      eraildecoround35mm: 'Motorisierte Dekorschiene mit rundem 35-mm-Profil.',
      eraildecosquare32mm: 'Motorisierte Dekorschiene mit eckigem 32-mm-Profil.',
      decorativerod: 'Eine Stange für Ring-, Stangendurchzug- und Schlaufenvorhänge.',
    },
    headerMissing: 'Wählen Sie zuerst den Mitarbeiter und den Raum.',
    hints: {
      width: {
        rail: 'Länge der Schiene in {{unit}} entlang der Wand, ohne die Bogenschenkel.',
        rod: 'Länge der Stange in {{unit}} entlang der Wand, ohne die Bogenschenkel.',
      },
      guidance:
        'Halten Sie mindestens {{clearance}} Abstand zur Wand und lassen Sie die Schiene auf jeder Seite mindestens {{margin}} über das Fenster hinausragen.',
    },
    curve: {
      left: 'Links',
      right: 'Rechts',
      towardsWall: 'zur Wand',
      legsHint:
        'Messen Sie jeden Schenkel entlang der Wand, vom Schienenende bis zur Mitte des Bogens.',
      disclaimerTitle: 'Gebogene Schienen werden nach Maß gefertigt',
      disclaimer:
        'Eine gebogene Schiene wird für dieses Fenster gefertigt und kann nicht zurückgenommen werden. Prüfen Sie die Schenkel vor der Bestellung vor Ort.',
    },
    connector: {
      title: 'Länger als ein Profil',
      explanation:
        'Diese Schiene ist {{length}} lang; ein Profil in dieser Farbe ist höchstens {{max}} lang, daher besteht sie aus {{bars}} Profilen.',
      count: 'Benötigte Verbinder: {{count}}.',
      with: 'Mit Verbinder',
      withHint:
        'Die Profile werden mit einem Verbinder gekoppelt, sodass die Schiene über die Stoßstelle sauber läuft.',
      without: 'Ohne Verbinder',
      withoutHint:
        'Die Profile werden lose geliefert und vor Ort ohne Verbinder aneinandergesetzt.',
      later: 'Später entscheiden',
    },
    pullRod: {
      description: 'Mit einem Vorhangzugstab ziehen Sie den Vorhang, ohne den Stoff zu berühren.',
      lengthHint: 'Länge in {{unit}}, von {{min}} bis {{max}}.',
    },
    summary: {
      heading: 'Ihre Auswahl',
      kind: 'Art',
      nothing: 'Wählen Sie zuerst eine Schiene oder Stange.',
    },
  },
  fr: {
    title: 'Rail ou tringle',
    editTitle: 'Modifier le rail ou la tringle',
    description: 'Un rail, un rail décoratif, un rail électrique ou une tringle sur mesure.',
    model: {
      heading: 'Quel rail ou quelle tringle ?',
      locked:
        'Un article enregistré garde son type. Pour un autre type, commencez un nouvel article.',
    },
    kinds: {
      trackrail: 'Rail en aluminium pour pose au plafond ou au mur, également cintré.',
      decorativerail: 'Un rail apparent au profil design, terminé par des embouts.',
      electrictrackrail: 'Rail motorisé, commandé par télécommande ou domotique.',
      eraildecoround35mm: 'Rail décoratif motorisé au profil rond de 35 mm.',
      eraildecosquare32mm: 'Rail décoratif motorisé au profil carré de 32 mm.',
      decorativerod: 'Une tringle pour rideaux à anneaux, à passe-tringle et à pattes.',
    },
    headerMissing: "Choisissez d'abord le collaborateur et la pièce.",
    hints: {
      width: {
        rail: 'Longueur du rail en {{unit}} le long du mur, sans les branches cintrées.',
        rod: 'Longueur de la tringle en {{unit}} le long du mur, sans les branches cintrées.',
      },
      guidance:
        'Gardez au moins {{clearance}} d’écart avec le mur et faites dépasser le rail d’au moins {{margin}} de chaque côté de la fenêtre.',
    },
    curve: {
      left: 'Gauche',
      right: 'Droite',
      towardsWall: 'vers le mur',
      legsHint:
        "Mesurez chaque branche le long du mur, de l'extrémité du rail jusqu'au milieu du cintrage.",
      disclaimerTitle: 'Les rails cintrés sont faits sur mesure',
      disclaimer:
        'Un rail cintré est fabriqué pour cette fenêtre et ne peut pas être repris. Vérifiez les branches sur place avant de commander.',
    },
    connector: {
      title: "Plus long qu'une barre",
      explanation:
        'Ce rail mesure {{length}} ; une barre de cette couleur mesure au plus {{max}}, il se compose donc de {{bars}} barres.',
      count: 'Raccords nécessaires : {{count}}.',
      with: 'Avec raccord',
      withHint:
        'Les barres sont assemblées par un raccord, pour un coulissement régulier au niveau de la jonction.',
      without: 'Sans raccord',
      withoutHint: 'Les barres sont livrées séparément et aboutées sur place, sans raccord.',
      later: 'Décider plus tard',
    },
    pullRod: {
      description: 'Une baguette de tirage permet de tirer le rideau sans toucher le tissu.',
      lengthHint: 'Longueur en {{unit}}, de {{min}} à {{max}}.',
    },
    summary: {
      heading: 'Vos choix',
      kind: 'Type',
      nothing: "Choisissez d'abord un rail ou une tringle.",
    },
  },
  pl: {
    title: 'Szyna lub karnisz',
    editTitle: 'Edytuj szynę lub karnisz',
    description: 'Szyna sufitowa, szyna dekoracyjna, szyna elektryczna lub karnisz na wymiar.',
    model: {
      heading: 'Jaka szyna lub jaki karnisz?',
      locked: 'Zapisany artykuł zachowuje swój rodzaj. Dla innego rodzaju utwórz nowy artykuł.',
    },
    kinds: {
      trackrail: 'Aluminiowa szyna do montażu sufitowego lub ściennego, także z łukami.',
      decorativerail: 'Widoczna szyna o designerskim profilu, zakończona końcówkami.',
      electrictrackrail: 'Szyna z napędem, sterowana pilotem lub systemem inteligentnego domu.',
      eraildecoround35mm: 'Dekoracyjna szyna z napędem o okrągłym profilu 35 mm.',
      eraildecosquare32mm: 'Dekoracyjna szyna z napędem o kwadratowym profilu 32 mm.',
      decorativerod: 'Karnisz do zasłon na kółkach, z tunelem i na szlufkach.',
    },
    headerMissing: 'Najpierw wybierz pracownika i pomieszczenie.',
    hints: {
      width: {
        rail: 'Długość szyny w {{unit}} wzdłuż ściany, bez ramion łuków.',
        rod: 'Długość karnisza w {{unit}} wzdłuż ściany, bez ramion łuków.',
      },
      guidance:
        'Zachowaj co najmniej {{clearance}} odstępu od ściany i wysuń szynę poza okno o co najmniej {{margin}} z każdej strony.',
    },
    curve: {
      left: 'Lewa',
      right: 'Prawa',
      towardsWall: 'do ściany',
      legsHint: 'Zmierz każde ramię wzdłuż ściany, od końca szyny do środka łuku.',
      disclaimerTitle: 'Gięte szyny są wykonywane na wymiar',
      disclaimer:
        'Gięta szyna jest wykonywana dla tego okna i nie podlega zwrotowi. Przed zamówieniem sprawdź ramiona na miejscu.',
    },
    connector: {
      title: 'Dłuższa niż jeden profil',
      explanation:
        'Ta szyna ma {{length}} długości; jeden profil w tym kolorze ma najwyżej {{max}}, więc składa się z {{bars}} profili.',
      count: 'Potrzebne łączniki: {{count}}.',
      with: 'Z łącznikiem',
      withHint:
        'Profile są połączone łącznikiem, dzięki czemu szyna płynnie przechodzi przez łączenie.',
      without: 'Bez łącznika',
      withoutHint: 'Profile są dostarczane osobno i zestawiane na miejscu, bez łącznika.',
      later: 'Zdecyduj później',
    },
    pullRod: {
      description: 'Pałąk do zasłon pozwala przesuwać zasłonę bez dotykania tkaniny.',
      lengthHint: 'Długość w {{unit}}, od {{min}} do {{max}}.',
    },
    summary: {
      heading: 'Twój wybór',
      kind: 'Rodzaj',
      nothing: 'Najpierw wybierz szynę lub karnisz.',
    },
  },
  lt: {
    title: 'Bėgelis arba karnizas',
    editTitle: 'Redaguoti bėgelį arba karnizą',
    description:
      'Užuolaidų bėgelis, dekoratyvinis bėgelis, elektrinis bėgelis arba karnizas pagal matmenis.',
    model: {
      heading: 'Kokį bėgelį ar karnizą?',
      locked: 'Išsaugotas gaminys išlaiko savo rūšį. Kitai rūšiai sukurkite naują gaminį.',
    },
    kinds: {
      trackrail: 'Aliuminio bėgelis montuoti prie lubų ar sienos, taip pat su lenkimais.',
      decorativerail: 'Matomas dizaino profilio bėgelis su galiniais antgaliais.',
      electrictrackrail:
        'Motorizuotas bėgelis, valdomas nuotolinio valdymo pulteliu ar išmaniuoju namu.',
      eraildecoround35mm: 'Motorizuotas dekoratyvinis bėgelis su apvaliu 35 mm profiliu.',
      eraildecosquare32mm: 'Motorizuotas dekoratyvinis bėgelis su kvadratiniu 32 mm profiliu.',
      decorativerod: 'Karnizas užuolaidoms su žiedais, tuneliu ir kilpomis.',
    },
    headerMissing: 'Pirmiausia pasirinkite darbuotoją ir patalpą.',
    hints: {
      width: {
        rail: 'Bėgelio ilgis {{unit}} palei sieną, be lenkimų atkarpų.',
        rod: 'Karnizo ilgis {{unit}} palei sieną, be lenkimų atkarpų.',
      },
      guidance:
        'Palikite bent {{clearance}} tarpą nuo sienos, o bėgelis tegul išsikiša už lango bent {{margin}} iš kiekvienos pusės.',
    },
    curve: {
      left: 'Kairė',
      right: 'Dešinė',
      towardsWall: 'link sienos',
      legsHint: 'Kiekvieną atkarpą matuokite palei sieną nuo bėgelio galo iki lenkimo vidurio.',
      disclaimerTitle: 'Lenkti bėgeliai gaminami pagal matmenis',
      disclaimer:
        'Lenktas bėgelis gaminamas šiam langui ir negali būti grąžintas. Prieš užsakydami patikrinkite atkarpas vietoje.',
    },
    connector: {
      title: 'Ilgesnis nei vienas profilis',
      explanation:
        'Šis bėgelis yra {{length}} ilgio; vienas šios spalvos profilis yra ne ilgesnis nei {{max}}, todėl jį sudaro {{bars}} profiliai.',
      count: 'Reikalingos jungtys: {{count}}.',
      with: 'Su jungtimi',
      withHint: 'Profiliai sujungiami jungtimi, todėl bėgelis sklandžiai eina per sujungimą.',
      without: 'Be jungties',
      withoutHint: 'Profiliai pristatomi atskirai ir sudedami vietoje, be jungties.',
      later: 'Nuspręsti vėliau',
    },
    pullRod: {
      description: 'Traukimo lazdele užuolaidą galite traukti neliesdami audinio.',
      lengthHint: 'Ilgis {{unit}}, nuo {{min}} iki {{max}}.',
    },
    summary: {
      heading: 'Jūsų pasirinkimai',
      kind: 'Rūšis',
      nothing: 'Pirmiausia pasirinkite bėgelį arba karnizą.',
    },
  },
});
