import { defineCatalogue } from '../define.js';

// Namespace "account": the settings tabs for employees, locations and the display flags (portal
// §3, §6), and the demo's mail viewer.
const en = {
  tabs: {
    employees: 'Employees',
    locations: 'Locations',
    system: 'System settings',
  },
  staff: {
    active: 'Active',
    archiveView: 'Archive',
    actions: 'Actions',
    edit: 'Change',
    editOne: 'Change {{name}}',
    archive: 'Archive',
    archiveOne: 'Archive {{name}}',
    restore: 'Restore',
    restoreOne: 'Restore {{name}}',
    save: 'Save',
    cancel: 'Cancel',
    failed: 'The change could not be saved. Please try again.',
    fields: {
      name: 'Name',
      email: 'E-mail',
      address: 'Address',
      postalcode: 'Postcode',
      city: 'City',
      country: 'Country',
    },
    employees: {
      view: 'Show active or archived employees',
      details: 'E-mail',
      add: 'Add employee',
      addTitle: 'New employee',
      editTitle: 'Change employee',
      empty: 'No active employees. Add the first one.',
      archiveEmpty: 'No archived employees.',
      added: '{{name}} has been added.',
      changed: '{{name}} has been changed.',
      archived: '{{name}} has been archived; orders keep the name.',
      restored: '{{name}} is active again.',
    },
    locations: {
      view: 'Show active or archived locations',
      details: 'Address',
      add: 'Add location',
      addTitle: 'New location',
      editTitle: 'Change location',
      empty: 'No active locations. Add the first one.',
      archiveEmpty: 'No archived locations.',
      added: '{{name}} has been added.',
      changed: '{{name}} has been changed.',
      archived: '{{name}} has been archived.',
      restored: '{{name}} is active again.',
    },
  },
  system: {
    intro:
      'Choose which fields and buttons the order screens show. A hidden field keeps its default value.',
    save: 'Save system settings',
    saved: 'The system settings have been saved.',
    failed: 'The system settings could not be saved.',
    grantedTitle: 'Set by the manufacturer',
    grantedIntro:
      'These parts of the portal are opened or closed for your account by the manufacturer. Ask customer support to change them.',
    on: 'On',
    off: 'Off',
    flags: {
      show_side_option: {
        label: 'Side option',
        help: 'Shows the choice of the side a curtain draws to (left, right or both).',
      },
      show_tier_size: {
        label: 'Heading tape size',
        help: 'Shows the heading tape size; hidden, the default of the luxury level is used.',
      },
      show_nap_orientation: {
        label: 'Nap orientation',
        help: 'Shows the direction of the pile for velvet and other fabrics with a nap.',
      },
      show_order_memo: {
        label: 'Order memo',
        help: 'Shows a free note for the workshop on every article.',
      },
      show_room: { label: 'Room', help: 'Shows the room an article is meant for.' },
      show_round_to_pattern: {
        label: 'Round to the pattern',
        help: 'Shows the choice to round the cut length up to a whole pattern repeat.',
      },
      show_strokes: {
        label: 'Number of widths',
        help: 'Shows how many fabric widths a curtain is sewn from.',
      },
      show_assembly_height: {
        label: 'Assembly height',
        help: 'Shows the height at which the rail or rod is fitted.',
      },
      show_control_length: {
        label: 'Control length',
        help: 'Shows the length of the cord or pull rod that operates the curtain.',
      },
      show_employee: {
        label: 'Employee',
        help: 'Shows which employee takes the order; hidden, the default employee is used.',
      },
      show_pleat_curtain_head_size: {
        label: 'Head size of pleated curtains',
        help: 'Shows the fabric above the heading tape for pleated curtains.',
      },
      show_ring_curtain_head_size: {
        label: 'Head size of ring curtains',
        help: 'Shows the fabric above the rings for ring curtains.',
      },
      show_span_curtain_head_size: {
        label: 'Head size of span curtains',
        help: 'Shows the fabric above the heading for span curtains.',
      },
      show_rod_curtain_head_size: {
        label: 'Head size of rod pocket curtains',
        help: 'Shows the fabric above the rod pocket.',
      },
      show_fronslint_curtain_head_size: {
        label: 'Head size of gathering tape curtains',
        help: 'Shows the fabric above the gathering tape.',
      },
      show_hem_type: { label: 'Hem type', help: 'Shows the choice of the bottom hem.' },
      show_panel_rail_memo_instructions: {
        label: 'Panel rail instructions',
        help: 'Shows the instructions field for panel curtains on a panel rail.',
      },
      show_pleat_percentage: {
        label: 'Pleat percentage',
        help: 'Shows the fullness of a curtain; hidden, the pleat type’s default is used.',
      },
      show_side_hem_type: {
        label: 'Side hem type',
        help: 'Shows the choice of the side hems.',
      },
      show_make_set_button: {
        label: 'Make a set',
        help: 'Shows the button that makes two curtains of one fabric into a set.',
      },
      show_unmatch_strokes_button: {
        label: 'Undo matched widths',
        help: 'Shows the button that undoes widths cut as one group.',
      },
      show_tracking_order_status: {
        label: 'Production status',
        help: 'Shows the production status of each article in the order lists.',
      },
      show_fabric_prices: {
        label: 'Fabric prices',
        help: 'Shows the price per metre in the fabric catalogue and picker.',
      },
      show_plan_date: {
        label: 'Planned date',
        help: 'Shows the date the manufacturer plans to deliver an order.',
      },
      show_curtain_settings: {
        label: 'Curtain defaults',
        help: 'Shows the curtain defaults (heading tape, head sizes) in your user settings.',
      },
      show_fold_curtain_settings: {
        label: 'Roman blind defaults',
        help: 'Shows the roman blind defaults in your user settings.',
      },
      show_sidebar_track_button: {
        label: 'Order tracking',
        help: 'Opens the tracking page and its menu entry.',
      },
      show_sidebar_customer_fabrics_button: {
        label: 'Customer fabrics',
        help: 'Opens your own fabrics and their menu entry.',
      },
      show_sidebar_service_account_button: {
        label: 'Service and downloads',
        help: 'Opens the downloads and instruction videos and their menu entries.',
      },
      show_sidebar_release_notes_button: {
        label: 'Release notes',
        help: 'Opens the release notes and their menu entry.',
      },
      show_sample_service_buttons: {
        label: 'Sample service',
        help: 'Opens the sample service and the “request a sample” buttons.',
      },
      show_sidebar_settings_button: {
        label: 'Settings',
        help: 'Opens these settings, employees and locations included.',
      },
      show_only_tracking_page: {
        label: 'Tracking only',
        help: 'The account only follows its orders: every other page is closed.',
      },
    },
  },
  outbox: {
    title: 'Demo mailbox',
    intro:
      'This demo sends no mail: every message it would send is kept here, newest first, so you can follow the link of a password reset.',
    empty: 'No mail yet. Ask for a password reset and it will appear here.',
    closed: 'The mailbox is only open in the demo.',
    to: 'To',
    sent: 'Sent',
    refresh: 'Refresh',
    open: 'Open the demo mailbox',
  },
};

const nl = {
  tabs: { employees: 'Medewerkers', locations: 'Vestigingen', system: 'Systeeminstellingen' },
  staff: {
    active: 'Actief',
    archiveView: 'Archief',
    actions: 'Acties',
    edit: 'Wijzigen',
    editOne: '{{name}} wijzigen',
    archive: 'Archiveren',
    archiveOne: '{{name}} archiveren',
    restore: 'Terugzetten',
    restoreOne: '{{name}} terugzetten',
    save: 'Opslaan',
    cancel: 'Annuleren',
    failed: 'De wijziging kon niet worden opgeslagen. Probeer het opnieuw.',
    fields: {
      name: 'Naam',
      email: 'E-mail',
      address: 'Adres',
      postalcode: 'Postcode',
      city: 'Plaats',
      country: 'Land',
    },
    employees: {
      view: 'Actieve of gearchiveerde medewerkers tonen',
      details: 'E-mail',
      add: 'Medewerker toevoegen',
      addTitle: 'Nieuwe medewerker',
      editTitle: 'Medewerker wijzigen',
      empty: 'Geen actieve medewerkers. Voeg de eerste toe.',
      archiveEmpty: 'Geen gearchiveerde medewerkers.',
      added: '{{name}} is toegevoegd.',
      changed: '{{name}} is gewijzigd.',
      archived: '{{name}} is gearchiveerd; orders houden de naam.',
      restored: '{{name}} is weer actief.',
    },
    locations: {
      view: 'Actieve of gearchiveerde vestigingen tonen',
      details: 'Adres',
      add: 'Vestiging toevoegen',
      addTitle: 'Nieuwe vestiging',
      editTitle: 'Vestiging wijzigen',
      empty: 'Geen actieve vestigingen. Voeg de eerste toe.',
      archiveEmpty: 'Geen gearchiveerde vestigingen.',
      added: '{{name}} is toegevoegd.',
      changed: '{{name}} is gewijzigd.',
      archived: '{{name}} is gearchiveerd.',
      restored: '{{name}} is weer actief.',
    },
  },
  system: {
    intro:
      'Kies welke velden en knoppen de orderschermen tonen. Een verborgen veld houdt zijn standaardwaarde.',
    save: 'Systeeminstellingen opslaan',
    saved: 'De systeeminstellingen zijn opgeslagen.',
    failed: 'De systeeminstellingen konden niet worden opgeslagen.',
    grantedTitle: 'Ingesteld door de fabrikant',
    grantedIntro:
      'Deze onderdelen van het portaal zet de fabrikant voor uw account aan of uit. Vraag de klantenservice om ze te wijzigen.',
    on: 'Aan',
    off: 'Uit',
    flags: {
      show_side_option: {
        label: 'Zijde',
        help: 'Toont de keuze naar welke kant een gordijn schuift (links, rechts of beide).',
      },
      show_tier_size: {
        label: 'Plooibandhoogte',
        help: 'Toont de hoogte van de plooiband; verborgen geldt de standaard van het luxeniveau.',
      },
      show_nap_orientation: {
        label: 'Vleugrichting',
        help: 'Toont de richting van de vleug bij velours en andere stoffen met vleug.',
      },
      show_order_memo: {
        label: 'Ordermemo',
        help: 'Toont een vrije notitie voor het atelier bij elk artikel.',
      },
      show_room: { label: 'Ruimte', help: 'Toont voor welke ruimte een artikel bedoeld is.' },
      show_round_to_pattern: {
        label: 'Afronden op patroon',
        help: 'Toont de keuze om de kniplengte op een heel patroonrapport af te ronden.',
      },
      show_strokes: {
        label: 'Aantal banen',
        help: 'Toont uit hoeveel stofbanen een gordijn wordt genaaid.',
      },
      show_assembly_height: {
        label: 'Montagehoogte',
        help: 'Toont de hoogte waarop de rail of roede wordt gemonteerd.',
      },
      show_control_length: {
        label: 'Bedieningslengte',
        help: 'Toont de lengte van het koord of de trekstang waarmee het gordijn wordt bediend.',
      },
      show_employee: {
        label: 'Medewerker',
        help: 'Toont welke medewerker de order opneemt; verborgen geldt de standaardmedewerker.',
      },
      show_pleat_curtain_head_size: {
        label: 'Kopmaat plooigordijnen',
        help: 'Toont de stof boven de plooiband bij plooigordijnen.',
      },
      show_ring_curtain_head_size: {
        label: 'Kopmaat ringgordijnen',
        help: 'Toont de stof boven de ringen bij ringgordijnen.',
      },
      show_span_curtain_head_size: {
        label: 'Kopmaat spangordijnen',
        help: 'Toont de stof boven de kop bij spangordijnen.',
      },
      show_rod_curtain_head_size: {
        label: 'Kopmaat roedegordijnen',
        help: 'Toont de stof boven de roedeschede.',
      },
      show_fronslint_curtain_head_size: {
        label: 'Kopmaat fronslintgordijnen',
        help: 'Toont de stof boven het fronslint.',
      },
      show_hem_type: { label: 'Zoomsoort', help: 'Toont de keuze van de onderzoom.' },
      show_panel_rail_memo_instructions: {
        label: 'Instructies paneelrail',
        help: 'Toont het instructieveld voor panelen aan een paneelrail.',
      },
      show_pleat_percentage: {
        label: 'Plooipercentage',
        help: 'Toont de volheid van een gordijn; verborgen geldt de standaard van de plooisoort.',
      },
      show_side_hem_type: { label: 'Zijzoomsoort', help: 'Toont de keuze van de zijzomen.' },
      show_make_set_button: {
        label: 'Set maken',
        help: 'Toont de knop die twee gordijnen van één stof tot een set maakt.',
      },
      show_unmatch_strokes_button: {
        label: 'Gekoppelde banen ontkoppelen',
        help: 'Toont de knop die als één groep geknipte banen weer losmaakt.',
      },
      show_tracking_order_status: {
        label: 'Productiestatus',
        help: 'Toont de productiestatus van elk artikel in de orderlijsten.',
      },
      show_fabric_prices: {
        label: 'Stofprijzen',
        help: 'Toont de meterprijs in de stoffencatalogus en de stofkiezer.',
      },
      show_plan_date: {
        label: 'Planningsdatum',
        help: 'Toont de datum waarop de fabrikant een order wil leveren.',
      },
      show_curtain_settings: {
        label: 'Gordijnstandaarden',
        help: 'Toont de standaarden voor gordijnen (plooiband, kopmaten) in uw gebruikersinstellingen.',
      },
      show_fold_curtain_settings: {
        label: 'Vouwgordijnstandaarden',
        help: 'Toont de standaarden voor vouwgordijnen in uw gebruikersinstellingen.',
      },
      show_sidebar_track_button: {
        label: 'Orders volgen',
        help: 'Opent de volgpagina en haar menu-item.',
      },
      show_sidebar_customer_fabrics_button: {
        label: 'Eigen stoffen',
        help: 'Opent uw eigen stoffen en hun menu-item.',
      },
      show_sidebar_service_account_button: {
        label: 'Service en downloads',
        help: 'Opent de downloads en instructievideo’s en hun menu-items.',
      },
      show_sidebar_release_notes_button: {
        label: 'Release notes',
        help: 'Opent de release notes en hun menu-item.',
      },
      show_sample_service_buttons: {
        label: 'Stalenservice',
        help: 'Opent de stalenservice en de knoppen “staal aanvragen”.',
      },
      show_sidebar_settings_button: {
        label: 'Instellingen',
        help: 'Opent deze instellingen, met medewerkers en vestigingen.',
      },
      show_only_tracking_page: {
        label: 'Alleen volgen',
        help: 'Het account volgt alleen zijn orders: alle andere pagina’s zijn gesloten.',
      },
    },
  },
  outbox: {
    title: 'Demopostvak',
    intro:
      'Deze demo verstuurt geen mail: elk bericht dat hij zou sturen staat hier, nieuwste eerst, zodat u de link van een wachtwoordherstel kunt volgen.',
    empty: 'Nog geen mail. Vraag een nieuw wachtwoord aan en het bericht verschijnt hier.',
    closed: 'Het postvak is alleen in de demo open.',
    to: 'Aan',
    sent: 'Verstuurd',
    refresh: 'Vernieuwen',
    open: 'Het demopostvak openen',
  },
};

const de = {
  tabs: { employees: 'Mitarbeiter', locations: 'Standorte', system: 'Systemeinstellungen' },
  staff: {
    active: 'Aktiv',
    archiveView: 'Archiv',
    actions: 'Aktionen',
    edit: 'Ändern',
    editOne: '{{name}} ändern',
    archive: 'Archivieren',
    archiveOne: '{{name}} archivieren',
    restore: 'Wiederherstellen',
    restoreOne: '{{name}} wiederherstellen',
    save: 'Speichern',
    cancel: 'Abbrechen',
    failed: 'Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      address: 'Adresse',
      postalcode: 'Postleitzahl',
      city: 'Ort',
      country: 'Land',
    },
    employees: {
      view: 'Aktive oder archivierte Mitarbeiter zeigen',
      details: 'E-Mail',
      add: 'Mitarbeiter hinzufügen',
      addTitle: 'Neuer Mitarbeiter',
      editTitle: 'Mitarbeiter ändern',
      empty: 'Keine aktiven Mitarbeiter. Fügen Sie den ersten hinzu.',
      archiveEmpty: 'Keine archivierten Mitarbeiter.',
      added: '{{name}} wurde hinzugefügt.',
      changed: '{{name}} wurde geändert.',
      archived: '{{name}} wurde archiviert; Aufträge behalten den Namen.',
      restored: '{{name}} ist wieder aktiv.',
    },
    locations: {
      view: 'Aktive oder archivierte Standorte zeigen',
      details: 'Adresse',
      add: 'Standort hinzufügen',
      addTitle: 'Neuer Standort',
      editTitle: 'Standort ändern',
      empty: 'Keine aktiven Standorte. Fügen Sie den ersten hinzu.',
      archiveEmpty: 'Keine archivierten Standorte.',
      added: '{{name}} wurde hinzugefügt.',
      changed: '{{name}} wurde geändert.',
      archived: '{{name}} wurde archiviert.',
      restored: '{{name}} ist wieder aktiv.',
    },
  },
  system: {
    intro:
      'Wählen Sie, welche Felder und Schaltflächen die Auftragsseiten zeigen. Ein verborgenes Feld behält seinen Standardwert.',
    save: 'Systemeinstellungen speichern',
    saved: 'Die Systemeinstellungen wurden gespeichert.',
    failed: 'Die Systemeinstellungen konnten nicht gespeichert werden.',
    grantedTitle: 'Vom Hersteller festgelegt',
    grantedIntro:
      'Diese Teile des Portals öffnet oder schließt der Hersteller für Ihr Konto. Bitten Sie den Kundendienst um eine Änderung.',
    on: 'An',
    off: 'Aus',
    flags: {
      show_side_option: {
        label: 'Seite',
        help: 'Zeigt, zu welcher Seite ein Vorhang zieht (links, rechts oder beide).',
      },
      show_tier_size: {
        label: 'Faltenbandhöhe',
        help: 'Zeigt die Höhe des Faltenbands; verborgen gilt der Standard der Ausführung.',
      },
      show_nap_orientation: {
        label: 'Florrichtung',
        help: 'Zeigt die Florrichtung bei Samt und anderen Stoffen mit Flor.',
      },
      show_order_memo: {
        label: 'Auftragsnotiz',
        help: 'Zeigt eine freie Notiz für die Näherei bei jedem Artikel.',
      },
      show_room: { label: 'Raum', help: 'Zeigt, für welchen Raum ein Artikel bestimmt ist.' },
      show_round_to_pattern: {
        label: 'Auf Rapport runden',
        help: 'Zeigt die Wahl, die Schnittlänge auf einen ganzen Rapport aufzurunden.',
      },
      show_strokes: {
        label: 'Anzahl Bahnen',
        help: 'Zeigt, aus wie vielen Stoffbahnen ein Vorhang genäht wird.',
      },
      show_assembly_height: {
        label: 'Montagehöhe',
        help: 'Zeigt die Höhe, in der Schiene oder Stange montiert wird.',
      },
      show_control_length: {
        label: 'Bedienlänge',
        help: 'Zeigt die Länge der Schnur oder des Zugstabs, mit dem der Vorhang bedient wird.',
      },
      show_employee: {
        label: 'Mitarbeiter',
        help: 'Zeigt, wer den Auftrag aufnimmt; verborgen gilt der Standardmitarbeiter.',
      },
      show_pleat_curtain_head_size: {
        label: 'Kopfhöhe Faltenvorhänge',
        help: 'Zeigt den Stoff über dem Faltenband bei Faltenvorhängen.',
      },
      show_ring_curtain_head_size: {
        label: 'Kopfhöhe Ösenvorhänge',
        help: 'Zeigt den Stoff über den Ösen bei Ösenvorhängen.',
      },
      show_span_curtain_head_size: {
        label: 'Kopfhöhe Spannvorhänge',
        help: 'Zeigt den Stoff über dem Kopf bei Spannvorhängen.',
      },
      show_rod_curtain_head_size: {
        label: 'Kopfhöhe Stangendurchzug',
        help: 'Zeigt den Stoff über dem Stangendurchzug.',
      },
      show_fronslint_curtain_head_size: {
        label: 'Kopfhöhe Kräuselband',
        help: 'Zeigt den Stoff über dem Kräuselband.',
      },
      show_hem_type: { label: 'Saumart', help: 'Zeigt die Wahl des unteren Saums.' },
      show_panel_rail_memo_instructions: {
        label: 'Anweisungen Paneelschiene',
        help: 'Zeigt das Anweisungsfeld für Flächenvorhänge an einer Paneelschiene.',
      },
      show_pleat_percentage: {
        label: 'Faltenzugabe',
        help: 'Zeigt die Fülle eines Vorhangs; verborgen gilt der Standard der Faltenart.',
      },
      show_side_hem_type: { label: 'Seitensaumart', help: 'Zeigt die Wahl der Seitensäume.' },
      show_make_set_button: {
        label: 'Set bilden',
        help: 'Zeigt die Schaltfläche, die zwei Vorhänge aus einem Stoff zu einem Set macht.',
      },
      show_unmatch_strokes_button: {
        label: 'Gruppierte Bahnen lösen',
        help: 'Zeigt die Schaltfläche, die als Gruppe geschnittene Bahnen wieder trennt.',
      },
      show_tracking_order_status: {
        label: 'Produktionsstatus',
        help: 'Zeigt den Produktionsstatus jedes Artikels in den Auftragslisten.',
      },
      show_fabric_prices: {
        label: 'Stoffpreise',
        help: 'Zeigt den Meterpreis im Stoffkatalog und in der Stoffauswahl.',
      },
      show_plan_date: {
        label: 'Geplantes Datum',
        help: 'Zeigt das Datum, an dem der Hersteller einen Auftrag liefern will.',
      },
      show_curtain_settings: {
        label: 'Vorhang-Standards',
        help: 'Zeigt die Standards für Vorhänge (Faltenband, Kopfhöhen) in Ihren Benutzereinstellungen.',
      },
      show_fold_curtain_settings: {
        label: 'Raffrollo-Standards',
        help: 'Zeigt die Standards für Raffrollos in Ihren Benutzereinstellungen.',
      },
      show_sidebar_track_button: {
        label: 'Auftragsverfolgung',
        help: 'Öffnet die Verfolgungsseite und ihren Menüeintrag.',
      },
      show_sidebar_customer_fabrics_button: {
        label: 'Eigene Stoffe',
        help: 'Öffnet Ihre eigenen Stoffe und ihren Menüeintrag.',
      },
      show_sidebar_service_account_button: {
        label: 'Service und Downloads',
        help: 'Öffnet die Downloads und Anleitungsvideos und ihre Menüeinträge.',
      },
      show_sidebar_release_notes_button: {
        label: 'Versionshinweise',
        help: 'Öffnet die Versionshinweise und ihren Menüeintrag.',
      },
      show_sample_service_buttons: {
        label: 'Musterservice',
        help: 'Öffnet den Musterservice und die Schaltflächen „Muster anfordern“.',
      },
      show_sidebar_settings_button: {
        label: 'Einstellungen',
        help: 'Öffnet diese Einstellungen, mit Mitarbeitern und Standorten.',
      },
      show_only_tracking_page: {
        label: 'Nur Verfolgung',
        help: 'Das Konto verfolgt nur seine Aufträge: alle anderen Seiten sind geschlossen.',
      },
    },
  },
  outbox: {
    title: 'Demo-Postfach',
    intro:
      'Diese Demo verschickt keine E-Mails: Jede Nachricht, die sie senden würde, liegt hier, die neueste zuerst, damit Sie dem Link einer Passwortrücksetzung folgen können.',
    empty: 'Noch keine E-Mails. Fordern Sie ein neues Passwort an, dann erscheint sie hier.',
    closed: 'Das Postfach ist nur in der Demo geöffnet.',
    to: 'An',
    sent: 'Gesendet',
    refresh: 'Aktualisieren',
    open: 'Das Demo-Postfach öffnen',
  },
};

const fr = {
  tabs: { employees: 'Employés', locations: 'Sites', system: 'Paramètres système' },
  staff: {
    active: 'Actifs',
    archiveView: 'Archives',
    actions: 'Actions',
    edit: 'Modifier',
    editOne: 'Modifier {{name}}',
    archive: 'Archiver',
    archiveOne: 'Archiver {{name}}',
    restore: 'Rétablir',
    restoreOne: 'Rétablir {{name}}',
    save: 'Enregistrer',
    cancel: 'Annuler',
    failed: 'La modification n’a pas pu être enregistrée. Veuillez réessayer.',
    fields: {
      name: 'Nom',
      email: 'E-mail',
      address: 'Adresse',
      postalcode: 'Code postal',
      city: 'Ville',
      country: 'Pays',
    },
    employees: {
      view: 'Afficher les employés actifs ou archivés',
      details: 'E-mail',
      add: 'Ajouter un employé',
      addTitle: 'Nouvel employé',
      editTitle: 'Modifier l’employé',
      empty: 'Aucun employé actif. Ajoutez le premier.',
      archiveEmpty: 'Aucun employé archivé.',
      added: '{{name}} a été ajouté.',
      changed: '{{name}} a été modifié.',
      archived: '{{name}} a été archivé ; les commandes gardent le nom.',
      restored: '{{name}} est de nouveau actif.',
    },
    locations: {
      view: 'Afficher les sites actifs ou archivés',
      details: 'Adresse',
      add: 'Ajouter un site',
      addTitle: 'Nouveau site',
      editTitle: 'Modifier le site',
      empty: 'Aucun site actif. Ajoutez le premier.',
      archiveEmpty: 'Aucun site archivé.',
      added: '{{name}} a été ajouté.',
      changed: '{{name}} a été modifié.',
      archived: '{{name}} a été archivé.',
      restored: '{{name}} est de nouveau actif.',
    },
  },
  system: {
    intro:
      'Choisissez les champs et boutons que montrent les écrans de commande. Un champ masqué garde sa valeur par défaut.',
    save: 'Enregistrer les paramètres système',
    saved: 'Les paramètres système ont été enregistrés.',
    failed: 'Les paramètres système n’ont pas pu être enregistrés.',
    grantedTitle: 'Fixé par le fabricant',
    grantedIntro:
      'Le fabricant ouvre ou ferme ces parties du portail pour votre compte. Demandez au service client de les changer.',
    on: 'Activé',
    off: 'Désactivé',
    flags: {
      show_side_option: {
        label: 'Côté',
        help: 'Affiche le choix du côté vers lequel le rideau se tire (gauche, droite ou les deux).',
      },
      show_tier_size: {
        label: 'Hauteur du ruban',
        help: 'Affiche la hauteur du ruban fronceur ; masquée, celle du niveau de finition s’applique.',
      },
      show_nap_orientation: {
        label: 'Sens du velours',
        help: 'Affiche le sens du poil pour le velours et les autres tissus à poil.',
      },
      show_order_memo: {
        label: 'Note de commande',
        help: 'Affiche une note libre pour l’atelier sur chaque article.',
      },
      show_room: { label: 'Pièce', help: 'Affiche la pièce à laquelle un article est destiné.' },
      show_round_to_pattern: {
        label: 'Arrondir au motif',
        help: 'Affiche le choix d’arrondir la longueur de coupe à un raccord entier.',
      },
      show_strokes: {
        label: 'Nombre de lés',
        help: 'Affiche le nombre de lés de tissu dont un rideau est cousu.',
      },
      show_assembly_height: {
        label: 'Hauteur de pose',
        help: 'Affiche la hauteur à laquelle le rail ou la tringle est posé.',
      },
      show_control_length: {
        label: 'Longueur de commande',
        help: 'Affiche la longueur du cordon ou de la baguette qui manœuvre le rideau.',
      },
      show_employee: {
        label: 'Employé',
        help: 'Affiche qui prend la commande ; masqué, l’employé par défaut s’applique.',
      },
      show_pleat_curtain_head_size: {
        label: 'Tête des rideaux plissés',
        help: 'Affiche le tissu au-dessus du ruban pour les rideaux plissés.',
      },
      show_ring_curtain_head_size: {
        label: 'Tête des rideaux à œillets',
        help: 'Affiche le tissu au-dessus des œillets.',
      },
      show_span_curtain_head_size: {
        label: 'Tête des rideaux tendus',
        help: 'Affiche le tissu au-dessus de la tête des rideaux tendus.',
      },
      show_rod_curtain_head_size: {
        label: 'Tête des rideaux à passe-tringle',
        help: 'Affiche le tissu au-dessus du passe-tringle.',
      },
      show_fronslint_curtain_head_size: {
        label: 'Tête des rideaux froncés',
        help: 'Affiche le tissu au-dessus du ruban fronceur.',
      },
      show_hem_type: { label: 'Type d’ourlet', help: 'Affiche le choix de l’ourlet du bas.' },
      show_panel_rail_memo_instructions: {
        label: 'Instructions du rail à panneaux',
        help: 'Affiche le champ d’instructions des panneaux japonais.',
      },
      show_pleat_percentage: {
        label: 'Ampleur',
        help: 'Affiche l’ampleur d’un rideau ; masquée, celle du type de plis s’applique.',
      },
      show_side_hem_type: {
        label: 'Type d’ourlet latéral',
        help: 'Affiche le choix des ourlets latéraux.',
      },
      show_make_set_button: {
        label: 'Former une paire',
        help: 'Affiche le bouton qui fait de deux rideaux d’un même tissu une paire.',
      },
      show_unmatch_strokes_button: {
        label: 'Défaire les lés groupés',
        help: 'Affiche le bouton qui sépare des lés coupés en un groupe.',
      },
      show_tracking_order_status: {
        label: 'État de fabrication',
        help: 'Affiche l’état de fabrication de chaque article dans les listes de commandes.',
      },
      show_fabric_prices: {
        label: 'Prix des tissus',
        help: 'Affiche le prix au mètre dans le catalogue et le sélecteur de tissus.',
      },
      show_plan_date: {
        label: 'Date prévue',
        help: 'Affiche la date à laquelle le fabricant prévoit de livrer une commande.',
      },
      show_curtain_settings: {
        label: 'Valeurs par défaut des rideaux',
        help: 'Affiche les valeurs par défaut des rideaux (ruban, têtes) dans vos paramètres.',
      },
      show_fold_curtain_settings: {
        label: 'Valeurs par défaut des stores bateau',
        help: 'Affiche les valeurs par défaut des stores bateau dans vos paramètres.',
      },
      show_sidebar_track_button: {
        label: 'Suivi des commandes',
        help: 'Ouvre la page de suivi et son entrée de menu.',
      },
      show_sidebar_customer_fabrics_button: {
        label: 'Tissus propres',
        help: 'Ouvre vos propres tissus et leur entrée de menu.',
      },
      show_sidebar_service_account_button: {
        label: 'Service et téléchargements',
        help: 'Ouvre les téléchargements et les vidéos d’instruction et leurs entrées de menu.',
      },
      show_sidebar_release_notes_button: {
        label: 'Notes de version',
        help: 'Ouvre les notes de version et leur entrée de menu.',
      },
      show_sample_service_buttons: {
        label: 'Service d’échantillons',
        help: 'Ouvre le service d’échantillons et les boutons « demander un échantillon ».',
      },
      show_sidebar_settings_button: {
        label: 'Paramètres',
        help: 'Ouvre ces paramètres, employés et sites compris.',
      },
      show_only_tracking_page: {
        label: 'Suivi uniquement',
        help: 'Le compte suit seulement ses commandes : toutes les autres pages sont fermées.',
      },
    },
  },
  outbox: {
    title: 'Boîte aux lettres de démonstration',
    intro:
      'Cette démonstration n’envoie aucun e-mail : chaque message qu’elle enverrait est gardé ici, le plus récent en premier, pour suivre le lien d’une réinitialisation de mot de passe.',
    empty: 'Aucun e-mail. Demandez un nouveau mot de passe et il apparaîtra ici.',
    closed: 'La boîte aux lettres n’est ouverte que dans la démonstration.',
    to: 'À',
    sent: 'Envoyé',
    refresh: 'Actualiser',
    open: 'Ouvrir la boîte de démonstration',
  },
};

const pl = {
  tabs: { employees: 'Pracownicy', locations: 'Lokalizacje', system: 'Ustawienia systemowe' },
  staff: {
    active: 'Aktywni',
    archiveView: 'Archiwum',
    actions: 'Działania',
    edit: 'Zmień',
    editOne: 'Zmień: {{name}}',
    archive: 'Archiwizuj',
    archiveOne: 'Archiwizuj: {{name}}',
    restore: 'Przywróć',
    restoreOne: 'Przywróć: {{name}}',
    save: 'Zapisz',
    cancel: 'Anuluj',
    failed: 'Nie udało się zapisać zmiany. Spróbuj ponownie.',
    fields: {
      name: 'Nazwa',
      email: 'E-mail',
      address: 'Adres',
      postalcode: 'Kod pocztowy',
      city: 'Miejscowość',
      country: 'Kraj',
    },
    employees: {
      view: 'Pokaż aktywnych lub zarchiwizowanych pracowników',
      details: 'E-mail',
      add: 'Dodaj pracownika',
      addTitle: 'Nowy pracownik',
      editTitle: 'Zmień pracownika',
      empty: 'Brak aktywnych pracowników. Dodaj pierwszego.',
      archiveEmpty: 'Brak zarchiwizowanych pracowników.',
      added: 'Dodano: {{name}}.',
      changed: 'Zmieniono: {{name}}.',
      archived: 'Zarchiwizowano: {{name}}; zamówienia zachowują nazwisko.',
      restored: '{{name}} – ponownie aktywny.',
    },
    locations: {
      view: 'Pokaż aktywne lub zarchiwizowane lokalizacje',
      details: 'Adres',
      add: 'Dodaj lokalizację',
      addTitle: 'Nowa lokalizacja',
      editTitle: 'Zmień lokalizację',
      empty: 'Brak aktywnych lokalizacji. Dodaj pierwszą.',
      archiveEmpty: 'Brak zarchiwizowanych lokalizacji.',
      added: 'Dodano: {{name}}.',
      changed: 'Zmieniono: {{name}}.',
      archived: 'Zarchiwizowano: {{name}}.',
      restored: '{{name}} – ponownie aktywna.',
    },
  },
  system: {
    intro:
      'Wybierz, które pola i przyciski pokazują ekrany zamówień. Ukryte pole zachowuje wartość domyślną.',
    save: 'Zapisz ustawienia systemowe',
    saved: 'Ustawienia systemowe zostały zapisane.',
    failed: 'Nie udało się zapisać ustawień systemowych.',
    grantedTitle: 'Ustawiane przez producenta',
    grantedIntro:
      'Te części portalu producent włącza lub wyłącza dla Twojego konta. Poproś obsługę klienta o zmianę.',
    on: 'Wł.',
    off: 'Wył.',
    flags: {
      show_side_option: {
        label: 'Strona',
        help: 'Pokazuje, w którą stronę zasuwa się zasłona (lewo, prawo lub obie).',
      },
      show_tier_size: {
        label: 'Wysokość taśmy',
        help: 'Pokazuje wysokość taśmy marszczącej; ukryta – obowiązuje domyślna dla poziomu wykończenia.',
      },
      show_nap_orientation: {
        label: 'Kierunek włosa',
        help: 'Pokazuje kierunek włosa dla aksamitu i innych tkanin z włosem.',
      },
      show_order_memo: {
        label: 'Notatka do zamówienia',
        help: 'Pokazuje dowolną notatkę dla szwalni przy każdym artykule.',
      },
      show_room: {
        label: 'Pomieszczenie',
        help: 'Pokazuje, do którego pomieszczenia jest artykuł.',
      },
      show_round_to_pattern: {
        label: 'Zaokrąglaj do raportu',
        help: 'Pokazuje wybór zaokrąglenia długości cięcia do pełnego raportu wzoru.',
      },
      show_strokes: {
        label: 'Liczba brytów',
        help: 'Pokazuje, z ilu brytów tkaniny szyta jest zasłona.',
      },
      show_assembly_height: {
        label: 'Wysokość montażu',
        help: 'Pokazuje wysokość, na której montowana jest szyna lub karnisz.',
      },
      show_control_length: {
        label: 'Długość sterowania',
        help: 'Pokazuje długość sznurka lub drążka, którym obsługuje się zasłonę.',
      },
      show_employee: {
        label: 'Pracownik',
        help: 'Pokazuje, kto przyjmuje zamówienie; ukryte – obowiązuje pracownik domyślny.',
      },
      show_pleat_curtain_head_size: {
        label: 'Główka zasłon plisowanych',
        help: 'Pokazuje tkaninę nad taśmą przy zasłonach plisowanych.',
      },
      show_ring_curtain_head_size: {
        label: 'Główka zasłon na kółkach',
        help: 'Pokazuje tkaninę nad kółkami przy zasłonach na kółkach.',
      },
      show_span_curtain_head_size: {
        label: 'Główka zasłon napinanych',
        help: 'Pokazuje tkaninę nad główką przy zasłonach napinanych.',
      },
      show_rod_curtain_head_size: {
        label: 'Główka zasłon na tunelu',
        help: 'Pokazuje tkaninę nad tunelem na drążek.',
      },
      show_fronslint_curtain_head_size: {
        label: 'Główka zasłon na taśmie marszczącej',
        help: 'Pokazuje tkaninę nad taśmą marszczącą.',
      },
      show_hem_type: { label: 'Rodzaj obrębu', help: 'Pokazuje wybór dolnego obrębu.' },
      show_panel_rail_memo_instructions: {
        label: 'Instrukcje szyny panelowej',
        help: 'Pokazuje pole instrukcji dla paneli na szynie panelowej.',
      },
      show_pleat_percentage: {
        label: 'Marszczenie',
        help: 'Pokazuje marszczenie zasłony; ukryte – obowiązuje domyślne dla rodzaju fałd.',
      },
      show_side_hem_type: {
        label: 'Rodzaj obrębu bocznego',
        help: 'Pokazuje wybór obrębów bocznych.',
      },
      show_make_set_button: {
        label: 'Utwórz komplet',
        help: 'Pokazuje przycisk, który łączy dwie zasłony z jednej tkaniny w komplet.',
      },
      show_unmatch_strokes_button: {
        label: 'Rozdziel połączone bryty',
        help: 'Pokazuje przycisk, który rozdziela bryty cięte jako jedna grupa.',
      },
      show_tracking_order_status: {
        label: 'Status produkcji',
        help: 'Pokazuje status produkcji każdego artykułu na listach zamówień.',
      },
      show_fabric_prices: {
        label: 'Ceny tkanin',
        help: 'Pokazuje cenę za metr w katalogu i wyborze tkanin.',
      },
      show_plan_date: {
        label: 'Planowana data',
        help: 'Pokazuje datę, w której producent planuje dostarczyć zamówienie.',
      },
      show_curtain_settings: {
        label: 'Ustawienia domyślne zasłon',
        help: 'Pokazuje ustawienia domyślne zasłon (taśma, główki) w ustawieniach użytkownika.',
      },
      show_fold_curtain_settings: {
        label: 'Ustawienia domyślne rolet rzymskich',
        help: 'Pokazuje ustawienia domyślne rolet rzymskich w ustawieniach użytkownika.',
      },
      show_sidebar_track_button: {
        label: 'Śledzenie zamówień',
        help: 'Otwiera stronę śledzenia i jej pozycję w menu.',
      },
      show_sidebar_customer_fabrics_button: {
        label: 'Własne tkaniny',
        help: 'Otwiera Twoje własne tkaniny i ich pozycję w menu.',
      },
      show_sidebar_service_account_button: {
        label: 'Serwis i pliki do pobrania',
        help: 'Otwiera pliki do pobrania i filmy instruktażowe oraz ich pozycje w menu.',
      },
      show_sidebar_release_notes_button: {
        label: 'Informacje o wersji',
        help: 'Otwiera informacje o wersji i ich pozycję w menu.',
      },
      show_sample_service_buttons: {
        label: 'Serwis próbek',
        help: 'Otwiera serwis próbek i przyciski „zamów próbkę”.',
      },
      show_sidebar_settings_button: {
        label: 'Ustawienia',
        help: 'Otwiera te ustawienia, razem z pracownikami i lokalizacjami.',
      },
      show_only_tracking_page: {
        label: 'Tylko śledzenie',
        help: 'Konto tylko śledzi swoje zamówienia: wszystkie inne strony są zamknięte.',
      },
    },
  },
  outbox: {
    title: 'Skrzynka demonstracyjna',
    intro:
      'Ta wersja demonstracyjna nie wysyła poczty: każda wiadomość, którą by wysłała, jest tutaj, najnowsza na górze, aby można było kliknąć link resetu hasła.',
    empty: 'Brak poczty. Poproś o nowe hasło, a wiadomość pojawi się tutaj.',
    closed: 'Skrzynka jest otwarta tylko w wersji demonstracyjnej.',
    to: 'Do',
    sent: 'Wysłano',
    refresh: 'Odśwież',
    open: 'Otwórz skrzynkę demonstracyjną',
  },
};

const lt = {
  tabs: { employees: 'Darbuotojai', locations: 'Padaliniai', system: 'Sistemos nustatymai' },
  staff: {
    active: 'Aktyvūs',
    archiveView: 'Archyvas',
    actions: 'Veiksmai',
    edit: 'Keisti',
    editOne: 'Keisti: {{name}}',
    archive: 'Archyvuoti',
    archiveOne: 'Archyvuoti: {{name}}',
    restore: 'Atkurti',
    restoreOne: 'Atkurti: {{name}}',
    save: 'Išsaugoti',
    cancel: 'Atšaukti',
    failed: 'Pakeitimo išsaugoti nepavyko. Bandykite dar kartą.',
    fields: {
      name: 'Pavadinimas',
      email: 'El. paštas',
      address: 'Adresas',
      postalcode: 'Pašto kodas',
      city: 'Miestas',
      country: 'Šalis',
    },
    employees: {
      view: 'Rodyti aktyvius arba archyvuotus darbuotojus',
      details: 'El. paštas',
      add: 'Pridėti darbuotoją',
      addTitle: 'Naujas darbuotojas',
      editTitle: 'Keisti darbuotoją',
      empty: 'Aktyvių darbuotojų nėra. Pridėkite pirmąjį.',
      archiveEmpty: 'Archyvuotų darbuotojų nėra.',
      added: 'Pridėta: {{name}}.',
      changed: 'Pakeista: {{name}}.',
      archived: 'Archyvuota: {{name}}; užsakymai išlaiko vardą.',
      restored: '{{name}} vėl aktyvus.',
    },
    locations: {
      view: 'Rodyti aktyvius arba archyvuotus padalinius',
      details: 'Adresas',
      add: 'Pridėti padalinį',
      addTitle: 'Naujas padalinys',
      editTitle: 'Keisti padalinį',
      empty: 'Aktyvių padalinių nėra. Pridėkite pirmąjį.',
      archiveEmpty: 'Archyvuotų padalinių nėra.',
      added: 'Pridėta: {{name}}.',
      changed: 'Pakeista: {{name}}.',
      archived: 'Archyvuota: {{name}}.',
      restored: '{{name}} vėl aktyvus.',
    },
  },
  system: {
    intro:
      'Pasirinkite, kuriuos laukus ir mygtukus rodo užsakymų langai. Paslėptas laukas išlaiko numatytąją reikšmę.',
    save: 'Išsaugoti sistemos nustatymus',
    saved: 'Sistemos nustatymai išsaugoti.',
    failed: 'Sistemos nustatymų išsaugoti nepavyko.',
    grantedTitle: 'Nustato gamintojas',
    grantedIntro:
      'Šias portalo dalis jūsų paskyrai įjungia arba išjungia gamintojas. Norėdami pakeisti, kreipkitės į klientų aptarnavimą.',
    on: 'Įjungta',
    off: 'Išjungta',
    flags: {
      show_side_option: {
        label: 'Pusė',
        help: 'Rodo, į kurią pusę traukiama užuolaida (kairę, dešinę ar abi).',
      },
      show_tier_size: {
        label: 'Juostos aukštis',
        help: 'Rodo klostavimo juostos aukštį; paslėpus taikomas prabangos lygio numatytasis.',
      },
      show_nap_orientation: {
        label: 'Plauko kryptis',
        help: 'Rodo plauko kryptį aksomui ir kitiems pūkuotiems audiniams.',
      },
      show_order_memo: {
        label: 'Užsakymo pastaba',
        help: 'Rodo laisvą pastabą siuvyklai prie kiekvieno gaminio.',
      },
      show_room: { label: 'Patalpa', help: 'Rodo, kuriai patalpai skirtas gaminys.' },
      show_round_to_pattern: {
        label: 'Apvalinti pagal raportą',
        help: 'Rodo pasirinkimą apvalinti kirpimo ilgį iki viso rašto raporto.',
      },
      show_strokes: {
        label: 'Pločių skaičius',
        help: 'Rodo, iš kiek audinio pločių siuvama užuolaida.',
      },
      show_assembly_height: {
        label: 'Montavimo aukštis',
        help: 'Rodo aukštį, kuriame montuojamas bėgelis ar karnizas.',
      },
      show_control_length: {
        label: 'Valdymo ilgis',
        help: 'Rodo virvelės ar lazdelės, kuria valdoma užuolaida, ilgį.',
      },
      show_employee: {
        label: 'Darbuotojas',
        help: 'Rodo, kas priima užsakymą; paslėpus taikomas numatytasis darbuotojas.',
      },
      show_pleat_curtain_head_size: {
        label: 'Klostuotų užuolaidų viršus',
        help: 'Rodo audinį virš juostos klostuotoms užuolaidoms.',
      },
      show_ring_curtain_head_size: {
        label: 'Užuolaidų su žiedais viršus',
        help: 'Rodo audinį virš žiedų.',
      },
      show_span_curtain_head_size: {
        label: 'Įtemptų užuolaidų viršus',
        help: 'Rodo audinį virš įtemptų užuolaidų viršaus.',
      },
      show_rod_curtain_head_size: {
        label: 'Užuolaidų su kanalu viršus',
        help: 'Rodo audinį virš karnizo kanalo.',
      },
      show_fronslint_curtain_head_size: {
        label: 'Raukiamų užuolaidų viršus',
        help: 'Rodo audinį virš raukimo juostos.',
      },
      show_hem_type: { label: 'Apačios kraštas', help: 'Rodo apatinio krašto pasirinkimą.' },
      show_panel_rail_memo_instructions: {
        label: 'Panelinio bėgelio nurodymai',
        help: 'Rodo nurodymų lauką panelinėms užuolaidoms.',
      },
      show_pleat_percentage: {
        label: 'Klosčių tankis',
        help: 'Rodo užuolaidos pilnumą; paslėpus taikomas klosčių tipo numatytasis.',
      },
      show_side_hem_type: { label: 'Šoninis kraštas', help: 'Rodo šoninių kraštų pasirinkimą.' },
      show_make_set_button: {
        label: 'Sudaryti komplektą',
        help: 'Rodo mygtuką, kuris dvi to paties audinio užuolaidas sujungia į komplektą.',
      },
      show_unmatch_strokes_button: {
        label: 'Atskirti sujungtus pločius',
        help: 'Rodo mygtuką, kuris atskiria kartu kirptus pločius.',
      },
      show_tracking_order_status: {
        label: 'Gamybos būsena',
        help: 'Rodo kiekvieno gaminio gamybos būseną užsakymų sąrašuose.',
      },
      show_fabric_prices: {
        label: 'Audinių kainos',
        help: 'Rodo metro kainą audinių kataloge ir parinkiklyje.',
      },
      show_plan_date: {
        label: 'Planuojama data',
        help: 'Rodo datą, kada gamintojas planuoja pristatyti užsakymą.',
      },
      show_curtain_settings: {
        label: 'Užuolaidų numatytieji',
        help: 'Rodo užuolaidų numatytąsias reikšmes (juosta, viršai) naudotojo nustatymuose.',
      },
      show_fold_curtain_settings: {
        label: 'Romanetių numatytieji',
        help: 'Rodo romanetių numatytąsias reikšmes naudotojo nustatymuose.',
      },
      show_sidebar_track_button: {
        label: 'Užsakymų sekimas',
        help: 'Atveria sekimo puslapį ir jo meniu punktą.',
      },
      show_sidebar_customer_fabrics_button: {
        label: 'Savi audiniai',
        help: 'Atveria jūsų audinius ir jų meniu punktą.',
      },
      show_sidebar_service_account_button: {
        label: 'Aptarnavimas ir atsisiuntimai',
        help: 'Atveria atsisiuntimus ir mokomuosius vaizdo įrašus bei jų meniu punktus.',
      },
      show_sidebar_release_notes_button: {
        label: 'Versijų naujienos',
        help: 'Atveria versijų naujienas ir jų meniu punktą.',
      },
      show_sample_service_buttons: {
        label: 'Pavyzdžių paslauga',
        help: 'Atveria pavyzdžių paslaugą ir mygtukus „užsakyti pavyzdį“.',
      },
      show_sidebar_settings_button: {
        label: 'Nustatymai',
        help: 'Atveria šiuos nustatymus kartu su darbuotojais ir padaliniais.',
      },
      show_only_tracking_page: {
        label: 'Tik sekimas',
        help: 'Paskyra tik seka savo užsakymus: visi kiti puslapiai uždaryti.',
      },
    },
  },
  outbox: {
    title: 'Demonstracinė pašto dėžutė',
    intro:
      'Ši demonstracija nesiunčia laiškų: kiekvienas laiškas, kurį ji išsiųstų, laikomas čia, naujausias viršuje, kad galėtumėte atidaryti slaptažodžio atkūrimo nuorodą.',
    empty: 'Laiškų dar nėra. Paprašykite naujo slaptažodžio ir laiškas atsiras čia.',
    closed: 'Pašto dėžutė atvira tik demonstracijoje.',
    to: 'Kam',
    sent: 'Išsiųsta',
    refresh: 'Atnaujinti',
    open: 'Atidaryti demonstracinę pašto dėžutę',
  },
};

export default defineCatalogue({ en, 'en-au': { ...en }, nl, de, fr, pl, lt });
