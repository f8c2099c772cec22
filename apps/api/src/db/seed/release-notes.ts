// Release notes of the portal, newest last, in every language. Messages are markdown, shown as
// such by the page; they name what a dealer sees (page and button names as the portal shows
// them), never a field of the API.
import { type Texts, texts } from './texts.js';

export const DEMO_RELEASE_NOTES: { name: string; date: string; message: Texts }[] = [
  {
    name: '2024.11.4',
    date: '2024-11-04T09:12:00Z',
    message: texts(
      '## Customer fabrics\n\n- Add your **own fabrics** with width, pattern repeat and price.\n- Add a photo of each colour (JPEG, PNG or WebP, up to 1.1 MB).',
      {
        nl: '## Eigen stoffen\n\n- Voeg uw **eigen stoffen** toe met breedte, rapport en prijs.\n- Voeg van elke kleur een foto toe (JPEG, PNG of WebP, tot 1,1 MB).',
        de: '## Eigene Stoffe\n\n- Legen Sie Ihre **eigenen Stoffe** mit Breite, Rapport und Preis an.\n- Fügen Sie zu jeder Farbe ein Foto hinzu (JPEG, PNG oder WebP, bis 1,1 MB).',
        fr: '## Tissus personnels\n\n- Ajoutez vos **propres tissus** avec leur largeur, leur raccord et leur prix.\n- Ajoutez une photo de chaque coloris (JPEG, PNG ou WebP, jusqu’à 1,1 Mo).',
        pl: '## Własne tkaniny\n\n- Dodawaj **własne tkaniny** z szerokością, raportem wzoru i ceną.\n- Dodaj zdjęcie każdego koloru (JPEG, PNG lub WebP, do 1,1 MB).',
        lt: '## Savi audiniai\n\n- Pridėkite **savo audinius** su pločiu, rašto pasikartojimu ir kaina.\n- Pridėkite kiekvienos spalvos nuotrauką (JPEG, PNG arba WebP, iki 1,1 MB).',
      },
    ),
  },
  {
    name: '2024.12.9',
    date: '2024-12-09T14:30:00Z',
    message: texts(
      '## Offers\n\nA draft can now be saved as an **offer** and confirmed later.\n\n1. Open *Offer*\n2. Choose **Save as offer** and the date until which it is valid',
      {
        nl: '## Offertes\n\nEen concept kan nu als **offerte** worden bewaard en later worden bevestigd.\n\n1. Open *Offerte*\n2. Kies **Opslaan als offerte** en de datum tot wanneer die geldig is',
        de: '## Angebote\n\nEin Entwurf kann jetzt als **Angebot** gespeichert und später bestätigt werden.\n\n1. Öffnen Sie *Angebot*\n2. Wählen Sie **Als Angebot speichern** und das Datum, bis zu dem es gilt',
        fr: '## Devis\n\nUn brouillon peut désormais être enregistré comme **devis** et confirmé plus tard.\n\n1. Ouvrez *Devis*\n2. Choisissez **Enregistrer comme devis** et la date jusqu’à laquelle il est valable',
        pl: '## Oferty\n\nSzkic można teraz zapisać jako **ofertę** i potwierdzić później.\n\n1. Otwórz *Oferta*\n2. Wybierz **Zapisz jako ofertę** i datę, do której jest ważna',
        lt: '## Pasiūlymai\n\nJuodraštį dabar galima išsaugoti kaip **pasiūlymą** ir patvirtinti vėliau.\n\n1. Atidarykite *Pasiūlymas*\n2. Pasirinkite **Išsaugoti kaip pasiūlymą** ir datą, iki kurios jis galioja',
      },
    ),
  },
  {
    name: '2025.1.20',
    date: '2025-01-20T08:05:00Z',
    message: texts(
      '### Roman curtains\n\n- New fold type **honeycomb**.\n- The length of the chain or cord is checked as you type (30 to 400 cm).',
      {
        nl: '### Vouwgordijnen\n\n- Nieuw vouwtype **honingraat**.\n- De lengte van de ketting of het koord wordt tijdens het typen gecontroleerd (30 tot 400 cm).',
        de: '### Raffrollos\n\n- Neue Faltart **Wabe**.\n- Die Länge der Kette oder Schnur wird schon beim Tippen geprüft (30 bis 400 cm).',
        fr: '### Stores bateau\n\n- Nouveau type de pli **nid d’abeille**.\n- La longueur de la chaînette ou du cordon est vérifiée pendant la saisie (30 à 400 cm).',
        pl: '### Rolety rzymskie\n\n- Nowy rodzaj fałd **plaster miodu**.\n- Długość łańcuszka lub sznurka jest sprawdzana już podczas wpisywania (od 30 do 400 cm).',
        lt: '### Romanetės\n\n- Naujas klosčių tipas **korys**.\n- Grandinėlės ar virvelės ilgis tikrinamas jau rašant (nuo 30 iki 400 cm).',
      },
    ),
  },
  {
    name: '2025.2.17',
    date: '2025-02-17T10:45:00Z',
    message: texts(
      '## Tracking\n\nFollow every confirmed article from *Received* to *Delivered* under *Track orders*. Filter by status and order date, and search by order, article number or commission.',
      {
        nl: '## Orders volgen\n\nVolg elk bevestigd artikel van *Ontvangen* tot *Bezorgd* onder *Orders volgen*. Filter op status en orderdatum en zoek op order, artikelnummer of commissie.',
        de: '## Aufträge verfolgen\n\nVerfolgen Sie jeden bestätigten Artikel von *Eingegangen* bis *Zugestellt* unter *Aufträge verfolgen*. Filtern Sie nach Status und Bestelldatum und suchen Sie nach Auftrag, Artikelnummer oder Kommission.',
        fr: '## Suivi des commandes\n\nSuivez chaque article confirmé de *Reçues* à *Livré* dans *Suivi des commandes*. Filtrez par statut et date de commande, et cherchez par commande, numéro d’article ou référence.',
        pl: '## Śledzenie zamówień\n\nŚledź każdy potwierdzony artykuł od *Przyjęte* do *Dostarczone* w *Śledzenie zamówień*. Filtruj według statusu i daty zamówienia, szukaj według zamówienia, numeru artykułu lub komisji.',
        lt: '## Užsakymų sekimas\n\nSekite kiekvieną patvirtintą prekę nuo *Gauta* iki *Pristatyta* skiltyje *Užsakymų sekimas*. Filtruokite pagal būseną ir užsakymo datą, ieškokite pagal užsakymą, prekės numerį ar komisiją.',
      },
    ),
  },
  {
    name: '2025.3.24',
    date: '2025-03-24T13:00:00Z',
    message: texts(
      '### Sets and strokes\n\n- Make a **set** of curtains whose pattern runs on from one to the next.\n- Match the strokes of several curtains in one go on the *Offer* page.',
      {
        nl: '### Sets en banen\n\n- Maak een **set** gordijnen waarvan het dessin van het ene in het andere doorloopt.\n- Stem de banen van meerdere gordijnen in één keer af op de pagina *Offerte*.',
        de: '### Sets und Bahnen\n\n- Stellen Sie ein **Set** von Vorhängen zusammen, deren Muster ineinander übergeht.\n- Gleichen Sie die Bahnen mehrerer Vorhänge auf der Seite *Angebot* in einem Schritt ab.',
        fr: '### Ensembles et lés\n\n- Créez un **ensemble** de rideaux dont le motif se poursuit de l’un à l’autre.\n- Harmonisez les lés de plusieurs rideaux en une fois sur la page *Devis*.',
        pl: '### Komplety i bryty\n\n- Utwórz **komplet** zasłon, w którym wzór przechodzi płynnie z jednej na drugą.\n- Dopasuj bryty kilku zasłon naraz na stronie *Oferta*.',
        lt: '### Komplektai ir juostos\n\n- Sudarykite užuolaidų **komplektą**, kurio raštas tęsiasi nuo vienos prie kitos.\n- Suderinkite kelių užuolaidų juostas iš karto puslapyje *Pasiūlymas*.',
      },
    ),
  },
  {
    name: '2025.4.28',
    date: '2025-04-28T07:50:00Z',
    message: texts(
      '## Languages\n\nThe portal now speaks **Lithuanian**. Pick it from the language menu in the top bar.',
      {
        nl: '## Talen\n\nHet portaal spreekt nu ook **Litouws**. Kies het in het taalmenu in de bovenbalk.',
        de: '## Sprachen\n\nDas Portal spricht jetzt auch **Litauisch**. Wählen Sie es im Sprachmenü in der oberen Leiste.',
        fr: '## Langues\n\nLe portail parle désormais **lituanien**. Choisissez-le dans le menu des langues de la barre supérieure.',
        pl: '## Języki\n\nPortal mówi teraz także po **litewsku**. Wybierz ten język w menu języków na górnym pasku.',
        lt: '## Kalbos\n\nPortalas dabar kalba ir **lietuviškai**. Pasirinkite kalbą viršutinės juostos kalbų meniu.',
      },
    ),
  },
  {
    name: '2025.5.26',
    date: '2025-05-26T11:20:00Z',
    message: texts(
      '### Rails and rods\n\n- Electric rails with a *battery* or a *wired* motor.\n- A bent rail is also drawn as seen from above, with its bends.',
      {
        nl: '### Rails en roedes\n\n- Elektrische rails met een motor op *batterij* of *met snoer*.\n- Een gebogen rail wordt ook van bovenaf getekend, met zijn bochten.',
        de: '### Schienen und Stangen\n\n- Elektrische Schienen mit *Akku*- oder *Kabel*motor.\n- Eine gebogene Schiene wird auch von oben gezeichnet, mit ihren Bögen.',
        fr: '### Rails et tringles\n\n- Rails électriques avec moteur *sur batterie* ou *filaire*.\n- Un rail cintré est aussi dessiné vu du dessus, avec ses courbes.',
        pl: '### Szyny i drążki\n\n- Szyny elektryczne z silnikiem *akumulatorowym* lub *przewodowym*.\n- Wygięta szyna jest też rysowana z góry, razem z łukami.',
        lt: '### Bėgeliai ir karnizai\n\n- Elektriniai bėgeliai su *baterijos* arba *laidiniu* varikliu.\n- Lenktas bėgelis nubraižomas ir žiūrint iš viršaus, su jo lenkimais.',
      },
    ),
  },
  {
    name: '2025.6.23',
    date: '2025-06-23T15:10:00Z',
    message: texts(
      '## Returns\n\nReport a problem with an article under *Returns* and add up to six photos (up to 1.1 MB each). Questions? See the [help page](/account/help).',
      {
        nl: '## Retouren\n\nMeld een probleem met een artikel onder *Retouren* en voeg tot zes foto’s toe (elk tot 1,1 MB). Vragen? Zie de [hulppagina](/account/help).',
        de: '## Rücksendungen\n\nMelden Sie ein Problem mit einem Artikel unter *Rücksendungen* und fügen Sie bis zu sechs Fotos hinzu (je bis 1,1 MB). Fragen? Siehe die [Hilfeseite](/account/help).',
        fr: '## Retours\n\nSignalez un problème sur un article dans *Retours* et ajoutez jusqu’à six photos (1,1 Mo maximum chacune). Des questions ? Consultez la [page d’aide](/account/help).',
        pl: '## Zwroty\n\nZgłoś problem z artykułem w sekcji *Zwroty* i dodaj do sześciu zdjęć (każde do 1,1 MB). Pytania? Zobacz [stronę pomocy](/account/help).',
        lt: '## Grąžinimai\n\nPraneškite apie prekės problemą skiltyje *Grąžinimai* ir pridėkite iki šešių nuotraukų (kiekviena iki 1,1 MB). Klausimų? Žr. [pagalbos puslapį](/account/help).',
      },
    ),
  },
  {
    name: '2025.7.17',
    date: '2025-07-17T09:00:00Z',
    message: texts(
      '## Faster configurators\n\n- The price and the fabric use update **as you type**.\n- Sizes accept one decimal (e.g. 142.5 cm).\n- Release notes are searchable.',
      {
        nl: '## Snellere configuratoren\n\n- Prijs en stofverbruik worden **tijdens het typen** bijgewerkt.\n- Maten mogen één decimaal hebben (bijv. 142,5 cm).\n- In de release notes kunt u zoeken.',
        de: '## Schnellere Konfiguratoren\n\n- Preis und Stoffverbrauch aktualisieren sich **schon beim Tippen**.\n- Maße dürfen eine Nachkommastelle haben (z. B. 142,5 cm).\n- Die Versionshinweise sind durchsuchbar.',
        fr: '## Configurateurs plus rapides\n\n- Le prix et la consommation de tissu se mettent à jour **pendant la saisie**.\n- Les mesures acceptent une décimale (par ex. 142,5 cm).\n- Les notes de version sont consultables par recherche.',
        pl: '## Szybsze konfiguratory\n\n- Cena i zużycie tkaniny aktualizują się **już podczas wpisywania**.\n- Wymiary mogą mieć jedno miejsce po przecinku (np. 142,5 cm).\n- Informacje o wersjach można przeszukiwać.',
        lt: '## Greitesni konfigūratoriai\n\n- Kaina ir audinio sąnaudos atnaujinamos **jau rašant**.\n- Matmenys gali turėti vieną skaitmenį po kablelio (pvz., 142,5 cm).\n- Versijų aprašuose galima ieškoti.',
      },
    ),
  },
  {
    name: '2025.8.25',
    date: '2025-08-25T08:30:00Z',
    message: texts(
      '## Service, help and settings\n\n- **Employees and locations**: add, change, archive and restore them under *Settings*.\n- *Service & downloads*: terms, forms, price lists and promotion material for your customer group, and **instruction videos** with captions in your language.\n- *Help & support*: a searchable list of frequent questions; in Dutch you can also write to customer support from the portal.',
      {
        nl: '## Service, hulp en instellingen\n\n- **Medewerkers en locaties**: toevoegen, wijzigen, archiveren en terugzetten onder *Instellingen*.\n- *Service en downloads*: voorwaarden, formulieren, prijslijsten en promotiemateriaal voor uw klantgroep, en **instructievideo’s** met ondertiteling in uw taal.\n- *Hulp & support*: veelgestelde vragen om in te zoeken, en een bericht aan de klantenservice vanuit het portaal.',
        de: '## Service, Hilfe und Einstellungen\n\n- **Mitarbeiter und Standorte**: unter *Einstellungen* anlegen, ändern, archivieren und wiederherstellen.\n- *Service & Downloads*: Bedingungen, Formulare, Preislisten und Werbematerial für Ihre Kundengruppe sowie **Anleitungsvideos** mit Untertiteln in Ihrer Sprache.\n- *Hilfe & Support*: häufige Fragen zum Durchsuchen; auf Niederländisch können Sie dem Kundendienst auch direkt aus dem Portal schreiben.',
        fr: '## Service, aide et paramètres\n\n- **Employés et sites** : ajoutez-les, modifiez-les, archivez-les et restaurez-les dans *Paramètres*.\n- *Service et téléchargements* : conditions, formulaires, listes de prix et matériel promotionnel pour votre groupe de clients, et des **vidéos d’instruction** sous-titrées dans votre langue.\n- *Aide et assistance* : une liste de questions fréquentes avec recherche ; en néerlandais, vous pouvez aussi écrire au service client depuis le portail.',
        pl: '## Serwis, pomoc i ustawienia\n\n- **Pracownicy i lokalizacje**: dodawaj, zmieniaj, archiwizuj i przywracaj ich w *Ustawieniach*.\n- *Serwis i pliki do pobrania*: warunki, formularze, cenniki i materiały promocyjne dla Twojej grupy klientów oraz **filmy instruktażowe** z napisami w Twoim języku.\n- *Pomoc i wsparcie*: lista najczęstszych pytań z wyszukiwarką; po niderlandzku możesz też napisać do obsługi klienta prosto z portalu.',
        lt: '## Aptarnavimas, pagalba ir nustatymai\n\n- **Darbuotojai ir vietos**: pridėkite, keiskite, archyvuokite ir atkurkite juos skiltyje *Nustatymai*.\n- *Aptarnavimas ir atsisiuntimai*: sąlygos, formos, kainoraščiai ir reklaminė medžiaga jūsų klientų grupei bei **mokomieji vaizdo įrašai** su subtitrais jūsų kalba.\n- *Pagalba ir palaikymas*: dažnų klausimų sąrašas su paieška; olandų kalba klientų aptarnavimui galite parašyti ir tiesiai iš portalo.',
      },
    ),
  },
  {
    name: '2025.9.15',
    date: '2025-09-15T08:00:00Z',
    message: texts(
      '## Live tracking\n\n- *Track orders* updates **live**: a status changes as soon as the factory reports it, without reloading the page.\n- Open an article to see its production history: planned dates, messages from the factory and stock.',
      {
        nl: '## Live volgen\n\n- *Orders volgen* werkt **live** bij: een status verandert zodra de fabriek die meldt, zonder de pagina te herladen.\n- Open een artikel om de productiegeschiedenis te zien: geplande data, berichten van de fabriek en voorraad.',
        de: '## Live verfolgen\n\n- *Aufträge verfolgen* aktualisiert sich **live**: Ein Status ändert sich, sobald das Werk ihn meldet, ohne die Seite neu zu laden.\n- Öffnen Sie einen Artikel, um seinen Produktionsverlauf zu sehen: geplante Termine, Nachrichten des Werks und Lagerbestand.',
        fr: '## Suivi en direct\n\n- *Suivi des commandes* se met à jour **en direct** : un statut change dès que l’usine le signale, sans recharger la page.\n- Ouvrez un article pour voir son historique de production : dates prévues, messages de l’usine et stock.',
        pl: '## Śledzenie na żywo\n\n- *Śledzenie zamówień* odświeża się **na żywo**: status zmienia się, gdy tylko zgłosi go fabryka, bez przeładowania strony.\n- Otwórz artykuł, aby zobaczyć historię produkcji: planowane terminy, wiadomości z fabryki i stan magazynu.',
        lt: '## Sekimas realiuoju laiku\n\n- *Užsakymų sekimas* atnaujinamas **realiuoju laiku**: būsena pasikeičia, kai tik gamykla apie ją praneša, puslapio perkrauti nereikia.\n- Atidarykite prekę ir pamatysite jos gamybos istoriją: planuojamas datas, gamyklos žinutes ir sandėlio likutį.',
      },
    ),
  },
  {
    name: '2025.9.29',
    date: '2025-09-29T08:00:00Z',
    message: texts(
      '## Documents and the shared quote\n\n- Open or download the **order list**, the **supplier order list**, the **order forms** and a **quote** for your customer, with your shop’s name and address.\n- **Share with customer**: your customer opens the quote with a link, without an account, and accepts or declines it. Purchase prices are never shown.',
      {
        nl: '## Documenten en de gedeelde offerte\n\n- Open of download de **orderlijst**, de **leveranciersorderlijst**, de **orderformulieren** en een **offerte** voor uw klant, met de naam en het adres van uw winkel.\n- **Delen met klant**: uw klant opent de offerte met een link, zonder account, en accepteert of weigert die. Inkoopprijzen worden nooit getoond.',
        de: '## Dokumente und das geteilte Angebot\n\n- Öffnen oder laden Sie die **Auftragsliste**, die **Lieferanten-Auftragsliste**, die **Auftragsformulare** und ein **Angebot** für Ihren Kunden herunter, mit Name und Adresse Ihres Geschäfts.\n- **Mit Kunden teilen**: Ihr Kunde öffnet das Angebot über einen Link, ohne Konto, und nimmt es an oder lehnt es ab. Einkaufspreise werden nie gezeigt.',
        fr: '## Documents et devis partagé\n\n- Ouvrez ou téléchargez la **liste de commande**, la **liste de commande fournisseur**, les **bons de commande** et un **devis** pour votre client, avec le nom et l’adresse de votre magasin.\n- **Partager avec le client** : votre client ouvre le devis par un lien, sans compte, et l’accepte ou le refuse. Les prix d’achat ne sont jamais affichés.',
        pl: '## Dokumenty i udostępniona oferta\n\n- Otwieraj i pobieraj **listę zamówienia**, **listę zamówienia dla dostawcy**, **formularze zamówienia** oraz **ofertę** dla klienta, z nazwą i adresem Twojego sklepu.\n- **Udostępnij klientowi**: klient otwiera ofertę przez link, bez konta, i ją akceptuje lub odrzuca. Ceny zakupu nigdy nie są pokazywane.',
        lt: '## Dokumentai ir bendrinamas pasiūlymas\n\n- Atidarykite arba atsisiųskite **užsakymo sąrašą**, **tiekėjo užsakymo sąrašą**, **užsakymo formas** ir **pasiūlymą** klientui su jūsų parduotuvės pavadinimu ir adresu.\n- **Bendrinti su klientu**: klientas atidaro pasiūlymą per nuorodą, be paskyros, ir jį priima arba atmeta. Pirkimo kainos niekada nerodomos.',
      },
    ),
  },
  {
    name: '2025.10.13',
    date: '2025-10-13T08:00:00Z',
    message: texts(
      '## Measurement check\n\nBefore you confirm an order, unusual measurements are pointed out: a size that looks like another unit, width and height swapped, a rail shorter than its curtain. Acknowledge each one that is right, or go back and fix it. The order forms print what was acknowledged, by whom and when.',
      {
        nl: '## Maatcontrole\n\nVoordat u een order bevestigt, worden ongebruikelijke maten gemeld: een maat die op een andere eenheid lijkt, verwisselde breedte en hoogte, een rail die korter is dan zijn gordijn. Bevestig elke maat die klopt, of ga terug en pas hem aan. De orderformulieren vermelden wat is bevestigd, door wie en wanneer.',
        de: '## Maßprüfung\n\nBevor Sie einen Auftrag bestätigen, werden ungewöhnliche Maße gemeldet: ein Maß, das nach einer anderen Einheit aussieht, vertauschte Breite und Höhe, eine Schiene, die kürzer ist als ihr Vorhang. Bestätigen Sie jedes Maß, das stimmt, oder gehen Sie zurück und korrigieren Sie es. Die Auftragsformulare drucken, was bestätigt wurde, von wem und wann.',
        fr: '## Contrôle des mesures\n\nAvant de confirmer une commande, les mesures inhabituelles sont signalées : une mesure qui semble être dans une autre unité, largeur et hauteur inversées, un rail plus court que son rideau. Confirmez chaque mesure correcte, ou revenez en arrière pour la corriger. Les bons de commande indiquent ce qui a été confirmé, par qui et quand.',
        pl: '## Kontrola wymiarów\n\nZanim potwierdzisz zamówienie, nietypowe wymiary zostaną wskazane: wymiar, który wygląda na inną jednostkę, zamienione szerokość i wysokość, szyna krótsza niż jej zasłona. Potwierdź każdy wymiar, który jest prawidłowy, albo wróć i go popraw. Formularze zamówienia pokazują, co zostało potwierdzone, przez kogo i kiedy.',
        lt: '## Matmenų patikra\n\nPrieš patvirtinant užsakymą, neįprasti matmenys pažymimi: matmuo, panašus į kitą matavimo vienetą, sukeisti plotis ir aukštis, bėgelis trumpesnis už jo užuolaidą. Patvirtinkite kiekvieną teisingą matmenį arba grįžkite ir jį pataisykite. Užsakymo formose nurodoma, kas, kada ir ką patvirtino.',
      },
    ),
  },
  {
    name: '2025.10.27',
    date: '2025-10-27T08:00:00Z',
    message: texts(
      '## Samples and address book\n\n- *Sample service*: request samples of up to five fabrics of the collection, sent to an address of your choice.\n- The **address book** keeps your delivery addresses for samples and returns: add, change and find them by name, company, street or city.',
      {
        nl: '## Stalen en adresboek\n\n- *Stalenservice*: vraag stalen aan van maximaal vijf stoffen uit de collectie, verzonden naar een adres naar keuze.\n- Het **adresboek** bewaart uw afleveradressen voor stalen en retouren: toevoegen, wijzigen en zoeken op naam, bedrijf, straat of plaats.',
        de: '## Muster und Adressbuch\n\n- *Musterservice*: Fordern Sie Muster von bis zu fünf Stoffen der Kollektion an, geliefert an eine Adresse Ihrer Wahl.\n- Das **Adressbuch** speichert Ihre Lieferadressen für Muster und Rücksendungen: anlegen, ändern und nach Name, Firma, Straße oder Ort suchen.',
        fr: '## Échantillons et carnet d’adresses\n\n- *Service d’échantillons* : demandez des échantillons de cinq tissus de la collection au maximum, envoyés à l’adresse de votre choix.\n- Le **carnet d’adresses** conserve vos adresses de livraison pour les échantillons et les retours : ajoutez-les, modifiez-les et retrouvez-les par nom, société, rue ou ville.',
        pl: '## Próbki i książka adresowa\n\n- *Serwis próbek*: zamów próbki maksymalnie pięciu tkanin z kolekcji, wysyłane na wybrany adres.\n- **Książka adresowa** przechowuje adresy dostaw dla próbek i zwrotów: dodawaj je, zmieniaj i wyszukuj po nazwie, firmie, ulicy lub mieście.',
        lt: '## Pavyzdžiai ir adresų knyga\n\n- *Pavyzdžių paslauga*: užsisakykite iki penkių kolekcijos audinių pavyzdžių, siunčiamų jūsų pasirinktu adresu.\n- **Adresų knygoje** saugomi pristatymo adresai pavyzdžiams ir grąžinimams: pridėkite, keiskite ir ieškokite pagal vardą, įmonę, gatvę ar miestą.',
      },
    ),
  },
];
