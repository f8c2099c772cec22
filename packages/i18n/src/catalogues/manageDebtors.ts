import { defineCatalogue } from '../define.js';

// Namespace "manageDebtors": the back office's debtor desk (find, open, flags, entitlements, group,
// add a user), "view as dealer" and the invitation mail of a new dealer account.
const en = {
  "title": "Debtors",
  "list": {
    "search": "Search by name, number or city",
    "group": "Customer group",
    "allGroups": "All groups",
    "columns": {
      "number": "Number",
      "name": "Name",
      "city": "City",
      "country": "Country",
      "group": "Group",
      "users": "Users"
    },
    "empty": "No debtor matches this search.",
    "failed": "The debtors could not be loaded."
  },
  "detail": {
    "back": "All debtors",
    "number": "Debtor {{number}}",
    "address": "Address",
    "currency": "Currency",
    "group": "Customer group",
    "contact": "Contact",
    "tabs": {
      "users": "Users",
      "entitlements": "Entitlements",
      "orders": "Orders",
      "returns": "Returns",
      "samples": "Samples"
    },
    "failed": "The debtor could not be loaded."
  },
  "users": {
    "empty": "This debtor has no dealer accounts yet.",
    "username": "User name",
    "email": "E-mail",
    "language": "Language",
    "status": "Status",
    "active": "Active",
    "inactive": "Inactive",
    "invited": "Invited",
    "serviceAccount": "Service account",
    "editFlags": "Flags of {{username}}",
    "add": "Add user"
  },
  "flags": {
    "title": "Flags of {{username}}",
    "access": "Portal parts",
    "priceType": "Price display",
    "save": "Save flags",
    "saved": "The flags of {{username}} are saved; they apply on the dealer's next request.",
    "failed": "The flags could not be saved.",
    "labels": {
      "show_only_tracking_page": "Tracking only",
      "show_sidebar_track_button": "Track in the sidebar",
      "show_sidebar_customer_fabrics_button": "Customer fabrics in the sidebar",
      "show_sidebar_service_account_button": "Service in the sidebar",
      "show_sidebar_release_notes_button": "Release notes in the sidebar",
      "show_sample_service_buttons": "Sample service",
      "show_sidebar_settings_button": "Settings in the sidebar",
      "show_fabric_prices": "Fabric prices",
      "show_tracking_order_status": "Order status in tracking"
    }
  },
  "entitlements": {
    "save": "Save entitlements",
    "saved": "The entitlements are saved.",
    "failed": "The entitlements could not be saved.",
    "reports": "Reports",
    "labels": {
      "has_customer_fabrics": "Customer fabrics",
      "has_atelier_fabrics": "Atelier fabrics",
      "show_price_lists": "Price lists on the service page",
      "hidden_switch_price": "Hide the price switch",
      "track_all_shops": "Track all shops"
    },
    "reportNames": {
      "orderlist": "Order list",
      "supplierorderlist": "Supplier order list",
      "orderforms": "Order forms"
    }
  },
  "group": {
    "move": "Move to group",
    "confirmTitle": "Move to another customer group",
    "confirm": "Move {{name}} to {{group}}? Its downloads and branding follow.",
    "saved": "{{name}} is now in {{group}}.",
    "failed": "The debtor could not be moved."
  },
  "addUser": {
    "title": "Add a dealer user",
    "username": "User name",
    "email": "E-mail address",
    "language": "Language",
    "submit": "Send invitation",
    "sent": "An invitation to set a password was sent to {{email}}.",
    "failed": "The user could not be added."
  },
  "orders": {
    "empty": "No orders yet.",
    "columns": {
      "id": "Order",
      "commission": "Commission",
      "type": "Kind",
      "date": "Date"
    }
  },
  "returns": {
    "empty": "No returns yet.",
    "columns": {
      "number": "Return",
      "article": "Article",
      "state": "State",
      "date": "Date"
    }
  },
  "samples": {
    "empty": "No sample requests yet.",
    "columns": {
      "id": "Request",
      "fabrics": "Fabrics",
      "state": "State",
      "date": "Requested"
    }
  },
  "viewAs": {
    "open": "View as dealer",
    "banner": "Viewing {{name}} read-only",
    "exit": "Exit",
    "failed": "The dealer's portal could not be opened.",
    "readOnly": "Read-only view: changes are not possible."
  },
  "invitation": {
    "subject": "Your {{brand}} account for {{shop}}",
    "greeting": "Hello,",
    "intro": "An account on the {{brand}} ordering portal was made for you at {{shop}}.",
    "username": "Your user name: {{username}}",
    "action": "Choose your password with this link:",
    "button": "Choose a password",
    "expiry": "The link works once and expires after {{days}} days.",
    "signature": "Kind regards, the {{brand}} team"
  }
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
  "title": "Debiteuren",
  "list": {
    "search": "Zoek op naam, nummer of plaats",
    "group": "Klantgroep",
    "allGroups": "Alle groepen",
    "columns": {
      "number": "Nummer",
      "name": "Naam",
      "city": "Plaats",
      "country": "Land",
      "group": "Groep",
      "users": "Gebruikers"
    },
    "empty": "Geen debiteur voldoet aan deze zoekopdracht.",
    "failed": "De debiteuren konden niet worden geladen."
  },
  "detail": {
    "back": "Alle debiteuren",
    "number": "Debiteur {{number}}",
    "address": "Adres",
    "currency": "Valuta",
    "group": "Klantgroep",
    "contact": "Contact",
    "tabs": {
      "users": "Gebruikers",
      "entitlements": "Rechten",
      "orders": "Orders",
      "returns": "Retouren",
      "samples": "Stalen"
    },
    "failed": "De debiteur kon niet worden geladen."
  },
  "users": {
    "empty": "Deze debiteur heeft nog geen dealeraccounts.",
    "username": "Gebruikersnaam",
    "email": "E-mail",
    "language": "Taal",
    "status": "Status",
    "active": "Actief",
    "inactive": "Inactief",
    "invited": "Uitgenodigd",
    "serviceAccount": "Serviceaccount",
    "editFlags": "Vlaggen van {{username}}",
    "add": "Gebruiker toevoegen"
  },
  "flags": {
    "title": "Vlaggen van {{username}}",
    "access": "Onderdelen van het portaal",
    "priceType": "Prijsweergave",
    "save": "Vlaggen opslaan",
    "saved": "De vlaggen van {{username}} zijn opgeslagen; ze gelden bij het volgende verzoek van de dealer.",
    "failed": "De vlaggen konden niet worden opgeslagen.",
    "labels": {
      "show_only_tracking_page": "Alleen tracking",
      "show_sidebar_track_button": "Tracking in de zijbalk",
      "show_sidebar_customer_fabrics_button": "Klantstoffen in de zijbalk",
      "show_sidebar_service_account_button": "Service in de zijbalk",
      "show_sidebar_release_notes_button": "Releasenotes in de zijbalk",
      "show_sample_service_buttons": "Stalenservice",
      "show_sidebar_settings_button": "Instellingen in de zijbalk",
      "show_fabric_prices": "Stofprijzen",
      "show_tracking_order_status": "Orderstatus in tracking"
    }
  },
  "entitlements": {
    "save": "Rechten opslaan",
    "saved": "De rechten zijn opgeslagen.",
    "failed": "De rechten konden niet worden opgeslagen.",
    "reports": "Rapporten",
    "labels": {
      "has_customer_fabrics": "Klantstoffen",
      "has_atelier_fabrics": "Atelierstoffen",
      "show_price_lists": "Prijslijsten op de servicepagina",
      "hidden_switch_price": "Prijsschakelaar verbergen",
      "track_all_shops": "Alle winkels volgen"
    },
    "reportNames": {
      "orderlist": "Orderlijst",
      "supplierorderlist": "Leveranciersorderlijst",
      "orderforms": "Orderformulieren"
    }
  },
  "group": {
    "move": "Naar groep verplaatsen",
    "confirmTitle": "Naar een andere klantgroep verplaatsen",
    "confirm": "{{name}} naar {{group}} verplaatsen? Downloads en huisstijl volgen mee.",
    "saved": "{{name}} zit nu in {{group}}.",
    "failed": "De debiteur kon niet worden verplaatst."
  },
  "addUser": {
    "title": "Dealergebruiker toevoegen",
    "username": "Gebruikersnaam",
    "email": "E-mailadres",
    "language": "Taal",
    "submit": "Uitnodiging versturen",
    "sent": "Er is een uitnodiging om een wachtwoord te kiezen verstuurd naar {{email}}.",
    "failed": "De gebruiker kon niet worden toegevoegd."
  },
  "orders": {
    "empty": "Nog geen orders.",
    "columns": {
      "id": "Order",
      "commission": "Commissie",
      "type": "Soort",
      "date": "Datum"
    }
  },
  "returns": {
    "empty": "Nog geen retouren.",
    "columns": {
      "number": "Retour",
      "article": "Artikel",
      "state": "Status",
      "date": "Datum"
    }
  },
  "samples": {
    "empty": "Nog geen staalaanvragen.",
    "columns": {
      "id": "Aanvraag",
      "fabrics": "Stoffen",
      "state": "Status",
      "date": "Aangevraagd"
    }
  },
  "viewAs": {
    "open": "Bekijken als dealer",
    "banner": "U bekijkt {{name}} alleen-lezen",
    "exit": "Afsluiten",
    "failed": "Het portaal van de dealer kon niet worden geopend.",
    "readOnly": "Alleen-lezenweergave: wijzigen is niet mogelijk."
  },
  "invitation": {
    "subject": "Uw {{brand}}-account voor {{shop}}",
    "greeting": "Hallo,",
    "intro": "Er is voor u een account aangemaakt op het bestelportaal van {{brand}} bij {{shop}}.",
    "username": "Uw gebruikersnaam: {{username}}",
    "action": "Kies uw wachtwoord met deze link:",
    "button": "Wachtwoord kiezen",
    "expiry": "De link werkt één keer en verloopt na {{days}} dagen.",
    "signature": "Met vriendelijke groet, het {{brand}}-team"
  }
},
  de: {
  "title": "Debitoren",
  "list": {
    "search": "Nach Name, Nummer oder Ort suchen",
    "group": "Kundengruppe",
    "allGroups": "Alle Gruppen",
    "columns": {
      "number": "Nummer",
      "name": "Name",
      "city": "Ort",
      "country": "Land",
      "group": "Gruppe",
      "users": "Benutzer"
    },
    "empty": "Kein Debitor entspricht dieser Suche.",
    "failed": "Die Debitoren konnten nicht geladen werden."
  },
  "detail": {
    "back": "Alle Debitoren",
    "number": "Debitor {{number}}",
    "address": "Adresse",
    "currency": "Währung",
    "group": "Kundengruppe",
    "contact": "Kontakt",
    "tabs": {
      "users": "Benutzer",
      "entitlements": "Berechtigungen",
      "orders": "Aufträge",
      "returns": "Retouren",
      "samples": "Muster"
    },
    "failed": "Der Debitor konnte nicht geladen werden."
  },
  "users": {
    "empty": "Dieser Debitor hat noch keine Händlerkonten.",
    "username": "Benutzername",
    "email": "E-Mail",
    "language": "Sprache",
    "status": "Status",
    "active": "Aktiv",
    "inactive": "Inaktiv",
    "invited": "Eingeladen",
    "serviceAccount": "Servicekonto",
    "editFlags": "Schalter von {{username}}",
    "add": "Benutzer hinzufügen"
  },
  "flags": {
    "title": "Schalter von {{username}}",
    "access": "Teile des Portals",
    "priceType": "Preisanzeige",
    "save": "Schalter speichern",
    "saved": "Die Schalter von {{username}} sind gespeichert; sie gelten ab der nächsten Anfrage des Händlers.",
    "failed": "Die Schalter konnten nicht gespeichert werden.",
    "labels": {
      "show_only_tracking_page": "Nur Sendungsverfolgung",
      "show_sidebar_track_button": "Verfolgung in der Seitenleiste",
      "show_sidebar_customer_fabrics_button": "Kundenstoffe in der Seitenleiste",
      "show_sidebar_service_account_button": "Service in der Seitenleiste",
      "show_sidebar_release_notes_button": "Versionshinweise in der Seitenleiste",
      "show_sample_service_buttons": "Musterservice",
      "show_sidebar_settings_button": "Einstellungen in der Seitenleiste",
      "show_fabric_prices": "Stoffpreise",
      "show_tracking_order_status": "Auftragsstatus in der Verfolgung"
    }
  },
  "entitlements": {
    "save": "Berechtigungen speichern",
    "saved": "Die Berechtigungen sind gespeichert.",
    "failed": "Die Berechtigungen konnten nicht gespeichert werden.",
    "reports": "Berichte",
    "labels": {
      "has_customer_fabrics": "Kundenstoffe",
      "has_atelier_fabrics": "Atelier-Stoffe",
      "show_price_lists": "Preislisten auf der Serviceseite",
      "hidden_switch_price": "Preisschalter ausblenden",
      "track_all_shops": "Alle Geschäfte verfolgen"
    },
    "reportNames": {
      "orderlist": "Auftragsliste",
      "supplierorderlist": "Lieferantenauftragsliste",
      "orderforms": "Auftragsformulare"
    }
  },
  "group": {
    "move": "In Gruppe verschieben",
    "confirmTitle": "In eine andere Kundengruppe verschieben",
    "confirm": "{{name}} nach {{group}} verschieben? Downloads und Markenauftritt folgen.",
    "saved": "{{name}} ist jetzt in {{group}}.",
    "failed": "Der Debitor konnte nicht verschoben werden."
  },
  "addUser": {
    "title": "Händlerbenutzer hinzufügen",
    "username": "Benutzername",
    "email": "E-Mail-Adresse",
    "language": "Sprache",
    "submit": "Einladung senden",
    "sent": "Eine Einladung zum Festlegen eines Passworts wurde an {{email}} gesendet.",
    "failed": "Der Benutzer konnte nicht hinzugefügt werden."
  },
  "orders": {
    "empty": "Noch keine Aufträge.",
    "columns": {
      "id": "Auftrag",
      "commission": "Kommission",
      "type": "Art",
      "date": "Datum"
    }
  },
  "returns": {
    "empty": "Noch keine Retouren.",
    "columns": {
      "number": "Retoure",
      "article": "Artikel",
      "state": "Status",
      "date": "Datum"
    }
  },
  "samples": {
    "empty": "Noch keine Musteranfragen.",
    "columns": {
      "id": "Anfrage",
      "fabrics": "Stoffe",
      "state": "Status",
      "date": "Angefragt"
    }
  },
  "viewAs": {
    "open": "Als Händler ansehen",
    "banner": "Sie sehen {{name}} schreibgeschützt",
    "exit": "Beenden",
    "failed": "Das Portal des Händlers konnte nicht geöffnet werden.",
    "readOnly": "Schreibgeschützte Ansicht: Änderungen sind nicht möglich."
  },
  "invitation": {
    "subject": "Ihr {{brand}}-Konto für {{shop}}",
    "greeting": "Guten Tag,",
    "intro": "Für Sie wurde bei {{shop}} ein Konto im Bestellportal von {{brand}} angelegt.",
    "username": "Ihr Benutzername: {{username}}",
    "action": "Wählen Sie Ihr Passwort über diesen Link:",
    "button": "Passwort wählen",
    "expiry": "Der Link funktioniert einmal und läuft nach {{days}} Tagen ab.",
    "signature": "Mit freundlichen Grüßen, Ihr {{brand}}-Team"
  }
},
  fr: {
  "title": "Débiteurs",
  "list": {
    "search": "Rechercher par nom, numéro ou ville",
    "group": "Groupe de clients",
    "allGroups": "Tous les groupes",
    "columns": {
      "number": "Numéro",
      "name": "Nom",
      "city": "Ville",
      "country": "Pays",
      "group": "Groupe",
      "users": "Utilisateurs"
    },
    "empty": "Aucun débiteur ne correspond à cette recherche.",
    "failed": "Les débiteurs n'ont pas pu être chargés."
  },
  "detail": {
    "back": "Tous les débiteurs",
    "number": "Débiteur {{number}}",
    "address": "Adresse",
    "currency": "Devise",
    "group": "Groupe de clients",
    "contact": "Contact",
    "tabs": {
      "users": "Utilisateurs",
      "entitlements": "Droits",
      "orders": "Commandes",
      "returns": "Retours",
      "samples": "Échantillons"
    },
    "failed": "Le débiteur n'a pas pu être chargé."
  },
  "users": {
    "empty": "Ce débiteur n'a pas encore de compte revendeur.",
    "username": "Nom d'utilisateur",
    "email": "E-mail",
    "language": "Langue",
    "status": "Statut",
    "active": "Actif",
    "inactive": "Inactif",
    "invited": "Invité",
    "serviceAccount": "Compte de service",
    "editFlags": "Options de {{username}}",
    "add": "Ajouter un utilisateur"
  },
  "flags": {
    "title": "Options de {{username}}",
    "access": "Parties du portail",
    "priceType": "Affichage des prix",
    "save": "Enregistrer les options",
    "saved": "Les options de {{username}} sont enregistrées ; elles s'appliquent à la prochaine requête du revendeur.",
    "failed": "Les options n'ont pas pu être enregistrées.",
    "labels": {
      "show_only_tracking_page": "Suivi uniquement",
      "show_sidebar_track_button": "Suivi dans la barre latérale",
      "show_sidebar_customer_fabrics_button": "Tissus clients dans la barre latérale",
      "show_sidebar_service_account_button": "Service dans la barre latérale",
      "show_sidebar_release_notes_button": "Notes de version dans la barre latérale",
      "show_sample_service_buttons": "Service d'échantillons",
      "show_sidebar_settings_button": "Paramètres dans la barre latérale",
      "show_fabric_prices": "Prix des tissus",
      "show_tracking_order_status": "Statut de commande dans le suivi"
    }
  },
  "entitlements": {
    "save": "Enregistrer les droits",
    "saved": "Les droits sont enregistrés.",
    "failed": "Les droits n'ont pas pu être enregistrés.",
    "reports": "Rapports",
    "labels": {
      "has_customer_fabrics": "Tissus clients",
      "has_atelier_fabrics": "Tissus Atelier",
      "show_price_lists": "Listes de prix sur la page service",
      "hidden_switch_price": "Masquer le sélecteur de prix",
      "track_all_shops": "Suivre tous les magasins"
    },
    "reportNames": {
      "orderlist": "Liste des commandes",
      "supplierorderlist": "Liste des commandes fournisseur",
      "orderforms": "Bons de commande"
    }
  },
  "group": {
    "move": "Déplacer vers le groupe",
    "confirmTitle": "Déplacer vers un autre groupe de clients",
    "confirm": "Déplacer {{name}} vers {{group}} ? Ses téléchargements et son image de marque suivent.",
    "saved": "{{name}} est maintenant dans {{group}}.",
    "failed": "Le débiteur n'a pas pu être déplacé."
  },
  "addUser": {
    "title": "Ajouter un utilisateur revendeur",
    "username": "Nom d'utilisateur",
    "email": "Adresse e-mail",
    "language": "Langue",
    "submit": "Envoyer l'invitation",
    "sent": "Une invitation à choisir un mot de passe a été envoyée à {{email}}.",
    "failed": "L'utilisateur n'a pas pu être ajouté."
  },
  "orders": {
    "empty": "Pas encore de commandes.",
    "columns": {
      "id": "Commande",
      "commission": "Référence",
      "type": "Type",
      "date": "Date"
    }
  },
  "returns": {
    "empty": "Pas encore de retours.",
    "columns": {
      "number": "Retour",
      "article": "Article",
      "state": "Statut",
      "date": "Date"
    }
  },
  "samples": {
    "empty": "Pas encore de demandes d'échantillons.",
    "columns": {
      "id": "Demande",
      "fabrics": "Tissus",
      "state": "Statut",
      "date": "Demandée le"
    }
  },
  "viewAs": {
    "open": "Voir comme le revendeur",
    "banner": "Vous consultez {{name}} en lecture seule",
    "exit": "Quitter",
    "failed": "Le portail du revendeur n'a pas pu être ouvert.",
    "readOnly": "Consultation en lecture seule : aucune modification possible."
  },
  "invitation": {
    "subject": "Votre compte {{brand}} pour {{shop}}",
    "greeting": "Bonjour,",
    "intro": "Un compte a été créé pour vous sur le portail de commande {{brand}} chez {{shop}}.",
    "username": "Votre nom d'utilisateur : {{username}}",
    "action": "Choisissez votre mot de passe avec ce lien :",
    "button": "Choisir un mot de passe",
    "expiry": "Le lien fonctionne une fois et expire après {{days}} jours.",
    "signature": "Cordialement, l'équipe {{brand}}"
  }
},
  pl: {
  "title": "Dłużnicy",
  "list": {
    "search": "Szukaj po nazwie, numerze lub mieście",
    "group": "Grupa klientów",
    "allGroups": "Wszystkie grupy",
    "columns": {
      "number": "Numer",
      "name": "Nazwa",
      "city": "Miasto",
      "country": "Kraj",
      "group": "Grupa",
      "users": "Użytkownicy"
    },
    "empty": "Żaden dłużnik nie pasuje do wyszukiwania.",
    "failed": "Nie udało się wczytać dłużników."
  },
  "detail": {
    "back": "Wszyscy dłużnicy",
    "number": "Dłużnik {{number}}",
    "address": "Adres",
    "currency": "Waluta",
    "group": "Grupa klientów",
    "contact": "Kontakt",
    "tabs": {
      "users": "Użytkownicy",
      "entitlements": "Uprawnienia",
      "orders": "Zamówienia",
      "returns": "Zwroty",
      "samples": "Próbki"
    },
    "failed": "Nie udało się wczytać dłużnika."
  },
  "users": {
    "empty": "Ten dłużnik nie ma jeszcze kont dealera.",
    "username": "Nazwa użytkownika",
    "email": "E-mail",
    "language": "Język",
    "status": "Status",
    "active": "Aktywny",
    "inactive": "Nieaktywny",
    "invited": "Zaproszony",
    "serviceAccount": "Konto serwisowe",
    "editFlags": "Przełączniki {{username}}",
    "add": "Dodaj użytkownika"
  },
  "flags": {
    "title": "Przełączniki {{username}}",
    "access": "Części portalu",
    "priceType": "Wyświetlanie cen",
    "save": "Zapisz przełączniki",
    "saved": "Przełączniki {{username}} zapisano; obowiązują od następnego żądania dealera.",
    "failed": "Nie udało się zapisać przełączników.",
    "labels": {
      "show_only_tracking_page": "Tylko śledzenie",
      "show_sidebar_track_button": "Śledzenie w pasku bocznym",
      "show_sidebar_customer_fabrics_button": "Tkaniny klienta w pasku bocznym",
      "show_sidebar_service_account_button": "Serwis w pasku bocznym",
      "show_sidebar_release_notes_button": "Informacje o wersji w pasku bocznym",
      "show_sample_service_buttons": "Serwis próbek",
      "show_sidebar_settings_button": "Ustawienia w pasku bocznym",
      "show_fabric_prices": "Ceny tkanin",
      "show_tracking_order_status": "Status zamówienia w śledzeniu"
    }
  },
  "entitlements": {
    "save": "Zapisz uprawnienia",
    "saved": "Uprawnienia zapisano.",
    "failed": "Nie udało się zapisać uprawnień.",
    "reports": "Raporty",
    "labels": {
      "has_customer_fabrics": "Tkaniny klienta",
      "has_atelier_fabrics": "Tkaniny Atelier",
      "show_price_lists": "Cenniki na stronie serwisu",
      "hidden_switch_price": "Ukryj przełącznik cen",
      "track_all_shops": "Śledź wszystkie sklepy"
    },
    "reportNames": {
      "orderlist": "Lista zamówień",
      "supplierorderlist": "Lista zamówień dostawcy",
      "orderforms": "Formularze zamówień"
    }
  },
  "group": {
    "move": "Przenieś do grupy",
    "confirmTitle": "Przenieś do innej grupy klientów",
    "confirm": "Przenieść {{name}} do {{group}}? Pliki do pobrania i marka podążą za nim.",
    "saved": "{{name}} jest teraz w {{group}}.",
    "failed": "Nie udało się przenieść dłużnika."
  },
  "addUser": {
    "title": "Dodaj użytkownika dealera",
    "username": "Nazwa użytkownika",
    "email": "Adres e-mail",
    "language": "Język",
    "submit": "Wyślij zaproszenie",
    "sent": "Zaproszenie do ustawienia hasła wysłano na {{email}}.",
    "failed": "Nie udało się dodać użytkownika."
  },
  "orders": {
    "empty": "Brak zamówień.",
    "columns": {
      "id": "Zamówienie",
      "commission": "Komisja",
      "type": "Rodzaj",
      "date": "Data"
    }
  },
  "returns": {
    "empty": "Brak zwrotów.",
    "columns": {
      "number": "Zwrot",
      "article": "Artykuł",
      "state": "Status",
      "date": "Data"
    }
  },
  "samples": {
    "empty": "Brak zamówień próbek.",
    "columns": {
      "id": "Zamówienie",
      "fabrics": "Tkaniny",
      "state": "Status",
      "date": "Zamówiono"
    }
  },
  "viewAs": {
    "open": "Zobacz jako dealer",
    "banner": "Przeglądasz {{name}} tylko do odczytu",
    "exit": "Zakończ",
    "failed": "Nie udało się otworzyć portalu dealera.",
    "readOnly": "Podgląd tylko do odczytu: zmiany nie są możliwe."
  },
  "invitation": {
    "subject": "Twoje konto {{brand}} dla {{shop}}",
    "greeting": "Dzień dobry,",
    "intro": "Utworzono dla Ciebie konto w portalu zamówień {{brand}} w {{shop}}.",
    "username": "Twoja nazwa użytkownika: {{username}}",
    "action": "Ustaw hasło za pomocą tego linku:",
    "button": "Ustaw hasło",
    "expiry": "Link działa jeden raz i wygasa po {{days}} dniach.",
    "signature": "Pozdrawiamy, zespół {{brand}}"
  }
},
  lt: {
  "title": "Debitoriai",
  "list": {
    "search": "Ieškoti pagal pavadinimą, numerį ar miestą",
    "group": "Klientų grupė",
    "allGroups": "Visos grupės",
    "columns": {
      "number": "Numeris",
      "name": "Pavadinimas",
      "city": "Miestas",
      "country": "Šalis",
      "group": "Grupė",
      "users": "Naudotojai"
    },
    "empty": "Nė vienas debitorius neatitinka paieškos.",
    "failed": "Nepavyko įkelti debitorių."
  },
  "detail": {
    "back": "Visi debitoriai",
    "number": "Debitorius {{number}}",
    "address": "Adresas",
    "currency": "Valiuta",
    "group": "Klientų grupė",
    "contact": "Kontaktai",
    "tabs": {
      "users": "Naudotojai",
      "entitlements": "Teisės",
      "orders": "Užsakymai",
      "returns": "Grąžinimai",
      "samples": "Pavyzdžiai"
    },
    "failed": "Nepavyko įkelti debitoriaus."
  },
  "users": {
    "empty": "Šis debitorius dar neturi pardavėjo paskyrų.",
    "username": "Naudotojo vardas",
    "email": "El. paštas",
    "language": "Kalba",
    "status": "Būsena",
    "active": "Aktyvus",
    "inactive": "Neaktyvus",
    "invited": "Pakviestas",
    "serviceAccount": "Aptarnavimo paskyra",
    "editFlags": "{{username}} jungikliai",
    "add": "Pridėti naudotoją"
  },
  "flags": {
    "title": "{{username}} jungikliai",
    "access": "Portalo dalys",
    "priceType": "Kainų rodymas",
    "save": "Išsaugoti jungiklius",
    "saved": "{{username}} jungikliai išsaugoti; jie galioja nuo kitos pardavėjo užklausos.",
    "failed": "Nepavyko išsaugoti jungiklių.",
    "labels": {
      "show_only_tracking_page": "Tik sekimas",
      "show_sidebar_track_button": "Sekimas šoninėje juostoje",
      "show_sidebar_customer_fabrics_button": "Kliento audiniai šoninėje juostoje",
      "show_sidebar_service_account_button": "Aptarnavimas šoninėje juostoje",
      "show_sidebar_release_notes_button": "Versijų aprašai šoninėje juostoje",
      "show_sample_service_buttons": "Pavyzdžių paslauga",
      "show_sidebar_settings_button": "Nustatymai šoninėje juostoje",
      "show_fabric_prices": "Audinių kainos",
      "show_tracking_order_status": "Užsakymo būsena sekime"
    }
  },
  "entitlements": {
    "save": "Išsaugoti teises",
    "saved": "Teisės išsaugotos.",
    "failed": "Nepavyko išsaugoti teisių.",
    "reports": "Ataskaitos",
    "labels": {
      "has_customer_fabrics": "Kliento audiniai",
      "has_atelier_fabrics": "Atelier audiniai",
      "show_price_lists": "Kainoraščiai aptarnavimo puslapyje",
      "hidden_switch_price": "Slėpti kainų jungiklį",
      "track_all_shops": "Sekti visas parduotuves"
    },
    "reportNames": {
      "orderlist": "Užsakymų sąrašas",
      "supplierorderlist": "Tiekėjo užsakymų sąrašas",
      "orderforms": "Užsakymo formos"
    }
  },
  "group": {
    "move": "Perkelti į grupę",
    "confirmTitle": "Perkelti į kitą klientų grupę",
    "confirm": "Perkelti {{name}} į {{group}}? Atsisiuntimai ir prekės ženklas keisis kartu.",
    "saved": "{{name}} dabar yra grupėje {{group}}.",
    "failed": "Nepavyko perkelti debitoriaus."
  },
  "addUser": {
    "title": "Pridėti pardavėjo naudotoją",
    "username": "Naudotojo vardas",
    "email": "El. pašto adresas",
    "language": "Kalba",
    "submit": "Siųsti kvietimą",
    "sent": "Kvietimas nustatyti slaptažodį išsiųstas adresu {{email}}.",
    "failed": "Nepavyko pridėti naudotojo."
  },
  "orders": {
    "empty": "Užsakymų dar nėra.",
    "columns": {
      "id": "Užsakymas",
      "commission": "Komisas",
      "type": "Rūšis",
      "date": "Data"
    }
  },
  "returns": {
    "empty": "Grąžinimų dar nėra.",
    "columns": {
      "number": "Grąžinimas",
      "article": "Prekė",
      "state": "Būsena",
      "date": "Data"
    }
  },
  "samples": {
    "empty": "Pavyzdžių užklausų dar nėra.",
    "columns": {
      "id": "Užklausa",
      "fabrics": "Audiniai",
      "state": "Būsena",
      "date": "Užsakyta"
    }
  },
  "viewAs": {
    "open": "Žiūrėti kaip pardavėjas",
    "banner": "{{name}} peržiūrite tik skaitymo režimu",
    "exit": "Išeiti",
    "failed": "Nepavyko atidaryti pardavėjo portalo.",
    "readOnly": "Tik skaitymo režimas: keisti negalima."
  },
  "invitation": {
    "subject": "Jūsų {{brand}} paskyra parduotuvei {{shop}}",
    "greeting": "Sveiki,",
    "intro": "Jums sukurta paskyra {{brand}} užsakymų portale parduotuvėje {{shop}}.",
    "username": "Jūsų naudotojo vardas: {{username}}",
    "action": "Pasirinkite slaptažodį šia nuoroda:",
    "button": "Pasirinkti slaptažodį",
    "expiry": "Nuoroda veikia vieną kartą ir nustoja galioti po {{days}} d.",
    "signature": "Pagarbiai, {{brand}} komanda"
  }
},
});
