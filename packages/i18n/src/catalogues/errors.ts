import { defineCatalogue } from '../define.js';

// Namespace "errors": one message per error code the API answers (contracts/errors.ts).
const en = {
  invalid_credentials: 'Username and/or password is incorrect.',
  not_authenticated: 'Please log in to continue.',
  token_not_valid: 'Your session has expired or is not valid. Please log in again.',
  permission_denied: 'You do not have permission to do this.',
  not_found: 'The requested item was not found.',
  method_not_allowed: 'This method is not allowed here.',
  precondition_failed: 'A condition of the request does not hold (If-Match, If-Unmodified-Since).',
  throttled: 'Too many attempts. Please try again in {{seconds}} seconds.',
  validation_error: 'Some fields are not valid.',
  parse_error: 'The request could not be read (malformed JSON).',
  multipart_invalid: 'The upload could not be read (malformed or incomplete multipart form).',
  body_too_deep: 'The request is nested too deeply (at most {{max}} levels).',
  article_not_returnable: 'Only an article of a confirmed or delivered order can be returned.',
  too_many_photos: 'A return holds at most {{max}} photos.',
  rma_closed: 'The manufacturer has received this return: photos can no longer be added.',
  support_status_not_allowed: 'The conversation already has this status.',
  envelope_dsn_unknown: 'The report names another project: this portal takes only its own.',
  shop_not_found: 'This shop does not exist or is not open online.',
  shop_closed: 'The shop is closed for now: its online shop has been switched off.',
  shop_proof_invalid: 'Your request could not be checked. Please send it again.',
  kiosk_key_invalid:
    'This kiosk is not paired with a shop. Pair it again with a new code from the portal.',
  kiosk_revoked:
    'This kiosk has been switched off by the shop. Pair it again with a new code from the portal.',
  kiosk_pairing_invalid:
    'This pairing code is not valid: it is wrong, expired or already used. Ask for a new code in the portal.',
  error_status_not_allowed: 'This error group cannot take this step from its current status.',
  sample_already_shipped: 'The sample request has already been shipped.',
  fabric_delivery_collected:
    'The driver has already picked this fabric up: the announcement can no longer be withdrawn.',
  measurement_unacknowledged:
    'Some measurements look unusual: acknowledge each warning before confirming the order.',
  quote_changed:
    'The quote was changed while you were looking at it: look it over again before you answer.',
  rma_action_refused:
    'This return is not in a state for that step: it may have been decided or answered meanwhile.',
  staff_only: "This part is for the manufacturer's staff.",
  not_for_staff:
    "Manufacturer staff work in the back office: open a dealer's portal with “View as dealer”.",
  username_taken: 'This user name is taken: choose another.',
  view_as_ended:
    "The read-only view of this dealer has ended: open it again from the debtor's page.",
  debtor_has_no_account: 'This debtor has no dealer account yet: add a user first.',
  read_only_view: "You are viewing this dealer's portal read-only: nothing can be changed here.",
  delivery_not_on_stop: 'This article is not ready to be handed over at this stop.',
  price_list_invalid: 'The price list file has errors: nothing was stored.',
  price_list_version_started: 'This version has already started and can no longer be cancelled.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This content type is not supported.',
  password_incorrect: 'The current password is not correct.',
  reset_token_invalid: 'This reset link is invalid or has expired. Please request a new one.',
  debtor_required: 'Choose the shop you are working for first.',
  conflict: 'This conflicts with a change made in the meantime. Reload and try again.',
  server_error: 'Something went wrong on our side. Please try again later.',
  image_too_large: 'The image is too large: at most {{max}}.',
  image_type_not_supported: 'This file is not a PNG, JPEG or WebP image.',
  file_empty: 'The file is empty.',
  file_required: 'Choose a file to upload.',
  order_not_editable: "This order can no longer be changed: it is in the manufacturer's hands.",
  idempotency_key_reused:
    'This Idempotency-Key was already used for another request. Use a new key.',
  idempotency_key_invalid: 'The Idempotency-Key header must be 8 to 128 letters, digits or . _ : -',
  password_unchanged: 'The new password must differ from the current one.',
  tracking_only: 'This account may only track orders; it cannot create or change them.',
  feature_disabled: 'This part of the portal is not available for your account.',
  image_unreadable: 'The image could not be read: the file is damaged or not a complete image.',
  order_confirmed: 'This order is confirmed: it can no longer be changed.',
  order_delivered: 'This order is delivered: it can no longer be changed.',
  order_imported:
    'This order was imported: save it as an offer or confirm it; it cannot be changed here.',
  offer_expired:
    'This offer has expired. Renew it first: the articles are priced again and it gets a new validity.',
  order_empty: 'This order has no articles: there is nothing to confirm or offer.',
  not_offered: 'Only an offer can be renewed.',
  quote_needs_offer:
    'Only an offer can be shared with its customer or printed as a quote: save the order as an offer first.',
  already_offered: 'This order is already an offer.',
  fabric_mismatch: 'Articles of different fabrics cannot be matched.',
  not_patterned: 'Only curtains of a patterned fabric can be matched.',
  too_few_articles: 'This needs at least two articles.',
  already_matched: 'This article already has its strokes combined.',
  not_matched: 'This article has no combined strokes.',
  already_in_set: 'This article is already in a set.',
  not_in_set: 'This article is not in a set.',
  different_commission: 'The articles belong to different commissions.',
  fabric_does_not_fit: 'The fabric does not fit article(s) {{orderNumbers}}: {{reason}}',
  no_main_fabric: 'This article has no main fabric.',
  not_sewn: 'Only sewn curtains can have their strokes combined.',
  not_cut_in_widths: 'Only curtains sewn from fabric widths can be matched.',
  not_a_curtain: 'Only curtains (sewn, panel and fold curtains) can be made into a set.',
  production_final:
    'This article is completed or cancelled: its production status can no longer change.',
  production_backwards: 'An article cannot go back to an earlier production step.',
  production_too_late_to_cancel:
    'Production of this article has started: it can no longer be cancelled.',
  production_too_late_to_wait:
    'Production of this article has started: it can no longer wait for stock.',
  production_resume_elsewhere:
    'After waiting or a problem, work resumes where it stopped or further on, not at this step.',
  production_event_in_future:
    'This event is dated more than {{minutes}} minutes after the portal’s clock: send it once it has happened, with the time it happened.',
  production_event_id_reused:
    'This event id was already received with other content ({{fields}}): a resend must be identical, a new event needs a new id.',
  integration_key_invalid:
    'A valid, unrevoked integration API key is required (header Authorization: Bearer <key>).',
  partner_key_invalid:
    'A valid, unrevoked partner API key is required (header Authorization: Bearer <key>).',
  partner_reference_reused:
    'This reference was already sent with another order: a resend must be identical, a new order needs a new reference.',
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    invalid_credentials: 'Gebruikersnaam en/of wachtwoord is onjuist.',
    not_authenticated: 'Log in om verder te gaan.',
    token_not_valid: 'Uw sessie is verlopen of ongeldig. Log opnieuw in.',
    permission_denied: 'U hebt geen toestemming om dit te doen.',
    not_found: 'Het gevraagde item is niet gevonden.',
    method_not_allowed: 'Deze methode is hier niet toegestaan.',
    precondition_failed:
      'Een voorwaarde van het verzoek klopt niet (If-Match, If-Unmodified-Since).',
    throttled: 'Te veel pogingen. Probeer het over {{seconds}} seconden opnieuw.',
    validation_error: 'Sommige velden zijn niet geldig.',
    parse_error: 'Het verzoek kon niet worden gelezen (ongeldige JSON).',
    multipart_invalid:
      'De upload kon niet worden gelezen (ongeldig of onvolledig multipart-formulier).',
    body_too_deep: 'Het verzoek is te diep genest (maximaal {{max}} niveaus).',
    article_not_returnable:
      'Alleen een artikel van een bevestigde of geleverde order kan worden geretourneerd.',
    too_many_photos: "Een retour bevat maximaal {{max}} foto's.",
    rma_closed:
      "De fabrikant heeft deze retour ontvangen: er kunnen geen foto's meer worden toegevoegd.",
    support_status_not_allowed: 'Het gesprek heeft deze status al.',
    envelope_dsn_unknown:
      'Het rapport noemt een ander project: dit portaal neemt alleen het eigen project aan.',
    shop_not_found: 'Deze winkel bestaat niet of is niet online geopend.',
    shop_closed: 'De winkel is voorlopig gesloten: de online winkel is uitgezet.',
    shop_proof_invalid: 'Uw aanvraag kon niet worden gecontroleerd. Verstuur haar opnieuw.',
    kiosk_key_invalid:
      'Deze kiosk is niet gekoppeld aan een winkel. Koppel hem opnieuw met een nieuwe code uit het portaal.',
    kiosk_revoked:
      'Deze kiosk is door de winkel uitgeschakeld. Koppel hem opnieuw met een nieuwe code uit het portaal.',
    kiosk_pairing_invalid:
      'Deze koppelcode is niet geldig: ze is onjuist, verlopen of al gebruikt. Vraag een nieuwe code aan in het portaal.',
    error_status_not_allowed: 'Deze foutgroep kan deze stap vanuit de huidige status niet zetten.',
    sample_already_shipped: 'De stalenaanvraag is al verzonden.',
    fabric_delivery_collected:
      'De chauffeur heeft deze stof al opgehaald: de aanmelding kan niet meer worden ingetrokken.',
    measurement_unacknowledged:
      'Sommige maten zien er ongewoon uit: bevestig elke waarschuwing voordat u de order bevestigt.',
    quote_changed:
      'De offerte is gewijzigd terwijl u hem bekeek: bekijk hem opnieuw voordat u antwoordt.',
    rma_action_refused:
      'Deze retour staat niet in een stand voor deze stap: misschien is er intussen al over beslist of op geantwoord.',
    staff_only: 'Dit deel is voor de medewerkers van de fabrikant.',
    not_for_staff:
      'Medewerkers van de fabrikant werken in de backoffice: open het portaal van een dealer met „Bekijken als dealer”.',
    username_taken: 'Deze gebruikersnaam is al in gebruik: kies een andere.',
    view_as_ended:
      'De alleen-lezenweergave van deze dealer is beëindigd: open hem opnieuw vanaf de pagina van de debiteur.',
    debtor_has_no_account:
      'Deze debiteur heeft nog geen dealeraccount: voeg eerst een gebruiker toe.',
    read_only_view:
      'U bekijkt het portaal van deze dealer alleen-lezen: hier kan niets worden gewijzigd.',
    delivery_not_on_stop: 'Dit artikel staat niet klaar om bij deze stop af te leveren.',
    price_list_invalid: 'Het prijslijstbestand bevat fouten: er is niets opgeslagen.',
    price_list_version_started: 'Deze versie is al ingegaan en kan niet meer worden geannuleerd.',
    payload_too_large: 'Het verzoek is te groot.',
    unsupported_media_type: 'Dit type inhoud wordt niet ondersteund.',
    password_incorrect: 'Het huidige wachtwoord is niet juist.',
    reset_token_invalid: 'Deze herstellink is ongeldig of verlopen. Vraag een nieuwe aan.',
    debtor_required: 'Kies eerst de winkel waarvoor u werkt.',
    conflict:
      'Dit botst met een wijziging die intussen is gedaan. Laad opnieuw en probeer het nog eens.',
    server_error: 'Er ging bij ons iets mis. Probeer het later opnieuw.',
    image_too_large: 'De afbeelding is te groot: maximaal {{max}}.',
    image_type_not_supported: 'Dit bestand is geen PNG-, JPEG- of WebP-afbeelding.',
    file_empty: 'Het bestand is leeg.',
    file_required: 'Kies een bestand om te uploaden.',
    order_not_editable:
      'Deze order kan niet meer worden gewijzigd: hij is in behandeling bij de fabrikant.',
    idempotency_key_reused:
      'Deze Idempotency-Key is al voor een ander verzoek gebruikt. Gebruik een nieuwe sleutel.',
    idempotency_key_invalid:
      'De Idempotency-Key-header moet 8 tot 128 letters, cijfers of . _ : - bevatten.',
    password_unchanged: 'Het nieuwe wachtwoord moet verschillen van het huidige.',
    tracking_only:
      'Met dit account kunt u alleen orders volgen; u kunt ze niet aanmaken of wijzigen.',
    feature_disabled: 'Dit onderdeel van het portaal is voor uw account niet beschikbaar.',
    image_unreadable:
      'De afbeelding kan niet worden gelezen: het bestand is beschadigd of onvolledig.',
    order_confirmed: 'Deze order is bevestigd: hij kan niet meer worden gewijzigd.',
    order_delivered: 'Deze order is geleverd: hij kan niet meer worden gewijzigd.',
    order_imported:
      'Deze order is geïmporteerd: sla hem op als offerte of bevestig hem; hier wijzigen kan niet.',
    offer_expired:
      'Deze offerte is verlopen. Vernieuw hem eerst: de artikelen worden opnieuw geprijsd en hij krijgt een nieuwe geldigheid.',
    order_empty: 'Deze order heeft geen artikelen: er is niets te bevestigen of aan te bieden.',
    not_offered: 'Alleen een offerte kan worden vernieuwd.',
    quote_needs_offer:
      'Alleen een order die als offerte is opgeslagen, kan met de klant worden gedeeld of als offerte worden afgedrukt.',
    already_offered: 'Deze order is al een offerte.',
    fabric_mismatch: 'Artikelen van verschillende stoffen kunnen niet worden gematcht.',
    not_patterned: 'Alleen gordijnen van een stof met patroon kunnen worden gematcht.',
    too_few_articles: 'Hiervoor zijn minstens twee artikelen nodig.',
    already_matched: 'Van dit artikel zijn de banen al gecombineerd.',
    not_matched: 'Van dit artikel zijn geen banen gecombineerd.',
    already_in_set: 'Dit artikel zit al in een set.',
    not_in_set: 'Dit artikel zit niet in een set.',
    different_commission: 'De artikelen horen bij verschillende commissies.',
    fabric_does_not_fit: 'De stof past niet bij artikel(en) {{orderNumbers}}: {{reason}}',
    no_main_fabric: 'Dit artikel heeft geen hoofdstof.',
    not_sewn: 'Alleen van genaaide gordijnen kunnen de banen worden gecombineerd.',
    not_cut_in_widths: 'Alleen gordijnen die uit stofbanen zijn genaaid, kunnen worden afgestemd.',
    not_a_curtain:
      'Alleen gordijnen (genaaide gordijnen, panelen en vouwgordijnen) kunnen een set vormen.',
    production_final:
      'Dit artikel is afgewerkt of geannuleerd: de productiestatus kan niet meer veranderen.',
    production_backwards: 'Een artikel kan niet terug naar een eerdere productiestap.',
    production_too_late_to_cancel:
      'De productie van dit artikel is begonnen: het kan niet meer worden geannuleerd.',
    production_too_late_to_wait:
      'De productie van dit artikel is begonnen: het kan niet meer op voorraad wachten.',
    production_resume_elsewhere:
      'Na wachten of een probleem gaat het werk verder waar het stopte of verderop, niet bij deze stap.',
    production_event_in_future:
      'Deze gebeurtenis is meer dan {{minutes}} minuten later gedateerd dan de klok van het portaal: stuur haar pas als ze heeft plaatsgevonden, met het tijdstip waarop dat gebeurde.',
    production_event_id_reused:
      'Dit gebeurtenis-id is al ontvangen met een andere inhoud ({{fields}}): een herhaling moet gelijk zijn, een nieuwe gebeurtenis krijgt een nieuw id.',
    integration_key_invalid:
      'Een geldige, niet ingetrokken integratie-API-sleutel is vereist (header Authorization: Bearer <sleutel>).',
    partner_key_invalid:
      'Een geldige, niet ingetrokken partner-API-sleutel is vereist (header Authorization: Bearer <sleutel>).',
    partner_reference_reused:
      'Deze referentie is al met een andere order verzonden: een herhaling moet gelijk zijn, een nieuwe order heeft een nieuwe referentie nodig.',
  },
  de: {
    invalid_credentials: 'Benutzername und/oder Passwort ist falsch.',
    not_authenticated: 'Bitte melden Sie sich an, um fortzufahren.',
    token_not_valid: 'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
    permission_denied: 'Sie haben keine Berechtigung dafür.',
    not_found: 'Das angeforderte Element wurde nicht gefunden.',
    method_not_allowed: 'Diese Methode ist hier nicht erlaubt.',
    precondition_failed:
      'Eine Bedingung der Anfrage trifft nicht zu (If-Match, If-Unmodified-Since).',
    throttled: 'Zu viele Versuche. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
    validation_error: 'Einige Felder sind ungültig.',
    parse_error: 'Die Anfrage konnte nicht gelesen werden (fehlerhaftes JSON).',
    multipart_invalid:
      'Der Upload konnte nicht gelesen werden (fehlerhaftes oder unvollständiges Multipart-Formular).',
    body_too_deep: 'Die Anfrage ist zu tief verschachtelt (höchstens {{max}} Ebenen).',
    article_not_returnable:
      'Nur ein Artikel eines bestätigten oder gelieferten Auftrags kann zurückgesendet werden.',
    too_many_photos: 'Eine Rücksendung enthält höchstens {{max}} Fotos.',
    rma_closed:
      'Der Hersteller hat diese Rücksendung erhalten: Es können keine Fotos mehr hinzugefügt werden.',
    support_status_not_allowed: 'Das Gespräch hat diesen Status bereits.',
    envelope_dsn_unknown:
      'Der Bericht nennt ein anderes Projekt: Dieses Portal nimmt nur sein eigenes an.',
    shop_not_found: 'Diesen Shop gibt es nicht, oder er ist online nicht geöffnet.',
    shop_closed: 'Der Shop ist vorerst geschlossen: der Online-Shop wurde ausgeschaltet.',
    shop_proof_invalid: 'Ihre Anfrage konnte nicht geprüft werden. Bitte senden Sie sie erneut.',
    kiosk_key_invalid:
      'Dieser Kiosk ist mit keinem Shop gekoppelt. Koppeln Sie ihn erneut mit einem neuen Code aus dem Portal.',
    kiosk_revoked:
      'Dieser Kiosk wurde vom Shop abgemeldet. Koppeln Sie ihn erneut mit einem neuen Code aus dem Portal.',
    kiosk_pairing_invalid:
      'Dieser Kopplungscode ist nicht gültig: er ist falsch, abgelaufen oder schon benutzt. Fordern Sie im Portal einen neuen Code an.',
    error_status_not_allowed:
      'Diese Fehlergruppe kann diesen Schritt aus ihrem aktuellen Status nicht machen.',
    sample_already_shipped: 'Die Musteranforderung wurde bereits versandt.',
    fabric_delivery_collected:
      'Der Fahrer hat diesen Stoff bereits abgeholt: die Anmeldung kann nicht mehr zurückgezogen werden.',
    measurement_unacknowledged:
      'Einige Maße sehen ungewöhnlich aus: bestätigen Sie jeden Hinweis, bevor Sie den Auftrag bestätigen.',
    quote_changed:
      'Das Angebot wurde geändert, während Sie es angesehen haben: Sehen Sie es sich vor Ihrer Antwort noch einmal an.',
    rma_action_refused:
      'Diese Rücksendung ist für diesen Schritt nicht im passenden Zustand: Vielleicht wurde inzwischen bereits entschieden oder geantwortet.',
    staff_only: 'Dieser Bereich ist für die Mitarbeiter des Herstellers.',
    not_for_staff:
      'Mitarbeiter des Herstellers arbeiten im Backoffice: Öffnen Sie das Portal eines Händlers mit „Als Händler ansehen“.',
    username_taken: 'Dieser Benutzername ist vergeben: Wählen Sie einen anderen.',
    view_as_ended:
      'Die schreibgeschützte Ansicht dieses Händlers ist beendet: Öffnen Sie sie erneut auf der Seite des Debitors.',
    debtor_has_no_account:
      'Dieser Debitor hat noch kein Händlerkonto: Legen Sie zuerst einen Benutzer an.',
    read_only_view:
      'Sie sehen das Portal dieses Händlers schreibgeschützt: Hier kann nichts geändert werden.',
    delivery_not_on_stop: 'Dieser Artikel steht an diesem Halt nicht zur Übergabe bereit.',
    price_list_invalid: 'Die Preislistendatei enthält Fehler: Es wurde nichts gespeichert.',
    price_list_version_started: 'Diese Version gilt bereits und kann nicht mehr storniert werden.',
    payload_too_large: 'Die Anfrage ist zu groß.',
    unsupported_media_type: 'Dieser Inhaltstyp wird nicht unterstützt.',
    password_incorrect: 'Das aktuelle Passwort ist nicht korrekt.',
    reset_token_invalid:
      'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    debtor_required: 'Wählen Sie zuerst das Geschäft, für das Sie arbeiten.',
    conflict:
      'Das widerspricht einer zwischenzeitlichen Änderung. Laden Sie neu und versuchen Sie es erneut.',
    server_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
    image_too_large: 'Das Bild ist zu groß: höchstens {{max}}.',
    image_type_not_supported: 'Diese Datei ist kein PNG-, JPEG- oder WebP-Bild.',
    file_empty: 'Die Datei ist leer.',
    file_required: 'Wählen Sie eine Datei zum Hochladen.',
    order_not_editable: 'Dieser Auftrag kann nicht mehr geändert werden: Er liegt beim Hersteller.',
    idempotency_key_reused:
      'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Verwenden Sie einen neuen Schlüssel.',
    idempotency_key_invalid:
      'Der Idempotency-Key-Header muss aus 8 bis 128 Buchstaben, Ziffern oder . _ : - bestehen.',
    password_unchanged: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    tracking_only:
      'Mit diesem Konto können Sie Aufträge nur verfolgen, aber nicht anlegen oder ändern.',
    feature_disabled: 'Dieser Bereich des Portals ist für Ihr Konto nicht verfügbar.',
    image_unreadable:
      'Das Bild kann nicht gelesen werden: Die Datei ist beschädigt oder unvollständig.',
    order_confirmed: 'Dieser Auftrag ist bestätigt: Er kann nicht mehr geändert werden.',
    order_delivered: 'Dieser Auftrag ist geliefert: Er kann nicht mehr geändert werden.',
    order_imported:
      'Dieser Auftrag wurde importiert: Speichern Sie ihn als Angebot oder bestätigen Sie ihn; hier kann er nicht geändert werden.',
    offer_expired:
      'Dieses Angebot ist abgelaufen. Erneuern Sie es zuerst: Die Artikel werden neu berechnet und es erhält eine neue Gültigkeit.',
    order_empty: 'Dieser Auftrag hat keine Artikel: Es gibt nichts zu bestätigen oder anzubieten.',
    not_offered: 'Nur ein Angebot kann erneuert werden.',
    quote_needs_offer:
      'Nur ein Angebot kann mit dem Kunden geteilt oder als Angebot gedruckt werden: Speichern Sie den Auftrag zuerst als Angebot.',
    already_offered: 'Dieser Auftrag ist bereits ein Angebot.',
    fabric_mismatch: 'Artikel aus verschiedenen Stoffen können nicht abgeglichen werden.',
    not_patterned: 'Nur Vorhänge aus gemustertem Stoff können abgeglichen werden.',
    too_few_articles: 'Dafür sind mindestens zwei Artikel nötig.',
    already_matched: 'Bei diesem Artikel sind die Bahnen bereits kombiniert.',
    not_matched: 'Bei diesem Artikel sind keine Bahnen kombiniert.',
    already_in_set: 'Dieser Artikel ist bereits in einem Set.',
    not_in_set: 'Dieser Artikel ist in keinem Set.',
    different_commission: 'Die Artikel gehören zu verschiedenen Kommissionen.',
    fabric_does_not_fit: 'Der Stoff passt nicht zu Artikel(n) {{orderNumbers}}: {{reason}}',
    no_main_fabric: 'Dieser Artikel hat keinen Hauptstoff.',
    not_sewn: 'Nur bei genähten Vorhängen können die Bahnen kombiniert werden.',
    not_cut_in_widths: 'Nur aus Stoffbahnen genähte Vorhänge können abgestimmt werden.',
    not_a_curtain:
      'Nur Vorhänge (genähte Vorhänge, Flächenvorhänge und Raffrollos) können ein Set bilden.',
    production_final:
      'Dieser Artikel ist abgeschlossen oder storniert: sein Produktionsstatus kann sich nicht mehr ändern.',
    production_backwards:
      'Ein Artikel kann nicht zu einem früheren Produktionsschritt zurückkehren.',
    production_too_late_to_cancel:
      'Die Produktion dieses Artikels hat begonnen: er kann nicht mehr storniert werden.',
    production_too_late_to_wait:
      'Die Produktion dieses Artikels hat begonnen: er kann nicht mehr auf Lagerbestand warten.',
    production_resume_elsewhere:
      'Nach Warten oder einem Problem geht die Arbeit dort weiter, wo sie stand, oder später, nicht bei diesem Schritt.',
    production_event_in_future:
      'Dieses Ereignis ist mehr als {{minutes}} Minuten später datiert als die Uhr des Portals: Senden Sie es erst, wenn es geschehen ist, mit dem Zeitpunkt, zu dem es geschah.',
    production_event_id_reused:
      'Diese Ereignis-ID wurde bereits mit anderem Inhalt empfangen ({{fields}}): Eine Wiederholung muss identisch sein, ein neues Ereignis braucht eine neue ID.',
    integration_key_invalid:
      'Ein gültiger, nicht widerrufener Integrations-API-Schlüssel ist erforderlich (Header Authorization: Bearer <Schlüssel>).',
    partner_key_invalid:
      'Ein gültiger, nicht widerrufener Partner-API-Schlüssel ist erforderlich (Header Authorization: Bearer <Schlüssel>).',
    partner_reference_reused:
      'Diese Referenz wurde bereits mit einem anderen Auftrag gesendet: Eine Wiederholung muss gleich sein, ein neuer Auftrag braucht eine neue Referenz.',
  },
  fr: {
    invalid_credentials: "Nom d'utilisateur et/ou mot de passe incorrect.",
    not_authenticated: 'Veuillez vous connecter pour continuer.',
    token_not_valid: 'Votre session a expiré ou n’est pas valide. Veuillez vous reconnecter.',
    permission_denied: "Vous n'avez pas l'autorisation de faire ceci.",
    not_found: "L'élément demandé est introuvable.",
    method_not_allowed: "Cette méthode n'est pas autorisée ici.",
    precondition_failed:
      'Une condition de la requête n’est pas remplie (If-Match, If-Unmodified-Since).',
    throttled: 'Trop de tentatives. Réessayez dans {{seconds}} secondes.',
    validation_error: 'Certains champs ne sont pas valides.',
    parse_error: 'La requête est illisible (JSON mal formé).',
    multipart_invalid:
      'Le fichier envoyé est illisible (formulaire multipart mal formé ou incomplet).',
    body_too_deep: 'La requête est trop profondément imbriquée ({{max}} niveaux au maximum).',
    article_not_returnable:
      "Seul un article d'une commande confirmée ou livrée peut être retourné.",
    too_many_photos: 'Un retour contient au maximum {{max}} photos.',
    rma_closed: "Le fabricant a reçu ce retour : il n'est plus possible d'ajouter des photos.",
    support_status_not_allowed: 'La conversation a déjà ce statut.',
    envelope_dsn_unknown: 'Le rapport nomme un autre projet : ce portail n’accepte que le sien.',
    shop_not_found: 'Cette boutique n’existe pas ou n’est pas ouverte en ligne.',
    shop_closed: 'La boutique est fermée pour l’instant : sa boutique en ligne a été désactivée.',
    shop_proof_invalid: 'Votre demande n’a pas pu être vérifiée. Veuillez la renvoyer.',
    kiosk_key_invalid:
      'Cette borne n’est associée à aucune boutique. Associez-la à nouveau avec un nouveau code du portail.',
    kiosk_revoked:
      'Cette borne a été désactivée par la boutique. Associez-la à nouveau avec un nouveau code du portail.',
    kiosk_pairing_invalid:
      'Ce code d’association n’est pas valable : il est erroné, expiré ou déjà utilisé. Demandez un nouveau code dans le portail.',
    error_status_not_allowed:
      'Ce groupe d’erreurs ne peut pas passer à cette étape depuis son statut actuel.',
    sample_already_shipped: 'La demande d’échantillons a déjà été expédiée.',
    fabric_delivery_collected:
      'Le chauffeur a déjà enlevé ce tissu : l’annonce ne peut plus être retirée.',
    measurement_unacknowledged:
      'Certaines mesures semblent inhabituelles : confirmez chaque avertissement avant de confirmer la commande.',
    quote_changed:
      'Le devis a été modifié pendant que vous le consultiez : relisez-le avant de répondre.',
    rma_action_refused:
      "Ce retour n'est pas dans un état permettant cette étape : il a peut-être déjà été décidé ou répondu entre-temps.",
    staff_only: 'Cette partie est réservée au personnel du fabricant.',
    not_for_staff:
      'Le personnel du fabricant travaille dans le back-office : ouvrez le portail d’un revendeur avec « Voir comme le revendeur ».',
    username_taken: "Ce nom d'utilisateur est déjà pris : choisissez-en un autre.",
    view_as_ended:
      'La consultation en lecture seule de ce revendeur est terminée : rouvrez-la depuis la page du débiteur.',
    debtor_has_no_account:
      "Ce débiteur n'a pas encore de compte revendeur : ajoutez d'abord un utilisateur.",
    read_only_view:
      'Vous consultez le portail de ce revendeur en lecture seule : rien ne peut être modifié ici.',
    delivery_not_on_stop: 'Cet article n’est pas prêt à être remis à cet arrêt.',
    price_list_invalid:
      "Le fichier de liste de prix contient des erreurs : rien n'a été enregistré.",
    price_list_version_started: 'Cette version est déjà en vigueur et ne peut plus être annulée.',
    payload_too_large: 'La requête est trop volumineuse.',
    unsupported_media_type: "Ce type de contenu n'est pas pris en charge.",
    password_incorrect: "Le mot de passe actuel n'est pas correct.",
    reset_token_invalid:
      'Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.',
    debtor_required: "Choisissez d'abord le magasin pour lequel vous travaillez.",
    conflict: 'Ceci entre en conflit avec une modification entre-temps. Rechargez et réessayez.',
    server_error: 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
    image_too_large: "L'image est trop volumineuse : {{max}} au maximum.",
    image_type_not_supported: "Ce fichier n'est pas une image PNG, JPEG ou WebP.",
    file_empty: 'Le fichier est vide.',
    file_required: 'Choisissez un fichier à envoyer.',
    order_not_editable:
      'Cette commande ne peut plus être modifiée : elle est entre les mains du fabricant.',
    idempotency_key_reused:
      'Cette Idempotency-Key a déjà servi pour une autre requête. Utilisez une nouvelle clé.',
    idempotency_key_invalid:
      "L'en-tête Idempotency-Key doit compter 8 à 128 lettres, chiffres ou . _ : -",
    password_unchanged: "Le nouveau mot de passe doit être différent de l'actuel.",
    tracking_only:
      'Ce compte permet uniquement de suivre les commandes ; il ne peut ni en créer ni en modifier.',
    feature_disabled: "Cette partie du portail n'est pas disponible pour votre compte.",
    image_unreadable: "L'image est illisible : le fichier est endommagé ou incomplet.",
    order_confirmed: 'Cette commande est confirmée : elle ne peut plus être modifiée.',
    order_delivered: 'Cette commande est livrée : elle ne peut plus être modifiée.',
    order_imported:
      'Cette commande a été importée : enregistrez-la comme offre ou confirmez-la ; elle ne peut pas être modifiée ici.',
    offer_expired:
      "Cette offre a expiré. Renouvelez-la d'abord : les articles sont recalculés et elle reçoit une nouvelle validité.",
    order_empty: "Cette commande n'a pas d'articles : il n'y a rien à confirmer ni à proposer.",
    not_offered: 'Seule une offre peut être renouvelée.',
    quote_needs_offer:
      'Seule une offre peut être partagée avec le client ou imprimée comme devis : enregistrez d’abord la commande comme offre.',
    already_offered: 'Cette commande est déjà une offre.',
    fabric_mismatch: 'Des articles de tissus différents ne peuvent pas être raccordés.',
    not_patterned: 'Seuls les rideaux en tissu à motif peuvent être raccordés.',
    too_few_articles: 'Il faut au moins deux articles.',
    already_matched: 'Les lés de cet article sont déjà combinés.',
    not_matched: "Cet article n'a pas de lés combinés.",
    already_in_set: 'Cet article fait déjà partie d’un ensemble.',
    not_in_set: 'Cet article ne fait partie d’aucun ensemble.',
    different_commission: 'Les articles appartiennent à des commissions différentes.',
    fabric_does_not_fit:
      'Le tissu ne convient pas à l’article ou aux articles {{orderNumbers}} : {{reason}}',
    no_main_fabric: "Cet article n'a pas de tissu principal.",
    not_sewn: 'Seuls les rideaux cousus peuvent avoir leurs lés combinés.',
    not_cut_in_widths: 'Seuls les rideaux cousus en lés de tissu peuvent être raccordés.',
    not_a_curtain:
      'Seuls les rideaux (rideaux cousus, panneaux et stores bateau) peuvent former un ensemble.',
    production_final:
      'Cet article est terminé ou annulé : son statut de production ne peut plus changer.',
    production_backwards: 'Un article ne peut pas revenir à une étape de production antérieure.',
    production_too_late_to_cancel:
      'La production de cet article a commencé : il ne peut plus être annulé.',
    production_too_late_to_wait:
      'La production de cet article a commencé : il ne peut plus attendre du stock.',
    production_resume_elsewhere:
      "Après une attente ou un problème, le travail reprend là où il s'est arrêté ou plus loin, pas à cette étape.",
    production_event_in_future:
      "Cet événement est daté de plus de {{minutes}} minutes après l'horloge du portail : envoyez-le une fois qu'il a eu lieu, avec l'heure à laquelle il a eu lieu.",
    production_event_id_reused:
      "Cet identifiant d'événement a déjà été reçu avec un autre contenu ({{fields}}) : un renvoi doit être identique, un nouvel événement demande un nouvel identifiant.",
    integration_key_invalid:
      "Une clé d'API d'intégration valide et non révoquée est requise (en-tête Authorization: Bearer <clé>).",
    partner_key_invalid:
      "Une clé d'API partenaire valide et non révoquée est requise (en-tête Authorization: Bearer <clé>).",
    partner_reference_reused:
      'Cette référence a déjà été envoyée avec une autre commande : un renvoi doit être identique, une nouvelle commande demande une nouvelle référence.',
  },
  pl: {
    invalid_credentials: 'Nazwa użytkownika i/lub hasło są nieprawidłowe.',
    not_authenticated: 'Zaloguj się, aby kontynuować.',
    token_not_valid: 'Twoja sesja wygasła lub jest nieważna. Zaloguj się ponownie.',
    permission_denied: 'Nie masz uprawnień do wykonania tej czynności.',
    not_found: 'Nie znaleziono żądanego elementu.',
    method_not_allowed: 'Ta metoda nie jest tutaj dozwolona.',
    precondition_failed: 'Warunek żądania nie jest spełniony (If-Match, If-Unmodified-Since).',
    throttled: 'Zbyt wiele prób. Spróbuj ponownie za {{seconds}} s.',
    validation_error: 'Niektóre pola są nieprawidłowe.',
    parse_error: 'Nie można odczytać żądania (błędny JSON).',
    multipart_invalid:
      'Nie można odczytać przesłanego pliku (błędny lub niekompletny formularz multipart).',
    body_too_deep: 'Żądanie jest zbyt głęboko zagnieżdżone (maksymalnie {{max}} poziomów).',
    article_not_returnable:
      'Zwrócić można tylko artykuł z potwierdzonego lub dostarczonego zamówienia.',
    too_many_photos: 'Zwrot może zawierać najwyżej {{max}} zdjęć.',
    rma_closed: 'Producent otrzymał ten zwrot: nie można już dodawać zdjęć.',
    support_status_not_allowed: 'Rozmowa ma już ten status.',
    envelope_dsn_unknown: 'Raport wskazuje inny projekt: ten portal przyjmuje tylko własny.',
    shop_not_found: 'Ten sklep nie istnieje lub nie jest otwarty online.',
    shop_closed: 'Sklep jest na razie zamknięty: sklep internetowy został wyłączony.',
    shop_proof_invalid: 'Nie udało się sprawdzić zapytania. Wyślij je ponownie.',
    kiosk_key_invalid:
      'Ten kiosk nie jest powiązany ze sklepem. Powiąż go ponownie nowym kodem z portalu.',
    kiosk_revoked:
      'Ten kiosk został wyłączony przez sklep. Powiąż go ponownie nowym kodem z portalu.',
    kiosk_pairing_invalid:
      'Ten kod powiązania jest nieważny: jest błędny, wygasł lub został już użyty. Poproś o nowy kod w portalu.',
    error_status_not_allowed: 'Ta grupa błędów nie może wykonać tego kroku z obecnego statusu.',
    sample_already_shipped: 'Zamówienie próbek zostało już wysłane.',
    fabric_delivery_collected: 'Kierowca już odebrał tę tkaninę: zgłoszenia nie można już wycofać.',
    measurement_unacknowledged:
      'Niektóre wymiary wyglądają nietypowo: potwierdź każde ostrzeżenie przed potwierdzeniem zamówienia.',
    quote_changed:
      'Oferta została zmieniona podczas przeglądania: przejrzyj ją ponownie, zanim odpowiesz.',
    rma_action_refused:
      'Ten zwrot nie jest w stanie pozwalającym na ten krok: być może w międzyczasie podjęto już decyzję lub udzielono odpowiedzi.',
    staff_only: 'Ta część jest dla pracowników producenta.',
    not_for_staff:
      'Pracownicy producenta pracują w zapleczu: otwórz portal dealera przyciskiem „Zobacz jako dealer”.',
    username_taken: 'Ta nazwa użytkownika jest zajęta: wybierz inną.',
    view_as_ended:
      'Podgląd tego dealera tylko do odczytu się zakończył: otwórz go ponownie ze strony dłużnika.',
    debtor_has_no_account: 'Ten dłużnik nie ma jeszcze konta dealera: najpierw dodaj użytkownika.',
    read_only_view:
      'Przeglądasz portal tego dealera tylko do odczytu: niczego nie można tu zmienić.',
    delivery_not_on_stop: 'Ten artykuł nie jest gotowy do przekazania na tym przystanku.',
    price_list_invalid: 'Plik cennika zawiera błędy: nic nie zostało zapisane.',
    price_list_version_started: 'Ta wersja już obowiązuje i nie można jej anulować.',
    payload_too_large: 'Żądanie jest zbyt duże.',
    unsupported_media_type: 'Ten typ treści nie jest obsługiwany.',
    password_incorrect: 'Obecne hasło jest nieprawidłowe.',
    reset_token_invalid: 'Ten link resetujący jest nieważny lub wygasł. Poproś o nowy.',
    debtor_required: 'Najpierw wybierz sklep, dla którego pracujesz.',
    conflict: 'To koliduje ze zmianą wprowadzoną w międzyczasie. Odśwież i spróbuj ponownie.',
    server_error: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później.',
    image_too_large: 'Obraz jest za duży: maksymalnie {{max}}.',
    image_type_not_supported: 'Ten plik nie jest obrazem PNG, JPEG ani WebP.',
    file_empty: 'Plik jest pusty.',
    file_required: 'Wybierz plik do przesłania.',
    order_not_editable: 'Tego zamówienia nie można już zmienić: jest w rękach producenta.',
    idempotency_key_reused:
      'Ten Idempotency-Key został już użyty dla innego żądania. Użyj nowego klucza.',
    idempotency_key_invalid:
      'Nagłówek Idempotency-Key musi mieć od 8 do 128 liter, cyfr lub znaków . _ : -',
    password_unchanged: 'Nowe hasło musi różnić się od obecnego.',
    tracking_only:
      'To konto służy wyłącznie do śledzenia zamówień; nie można nim tworzyć ani zmieniać zamówień.',
    feature_disabled: 'Ta część portalu nie jest dostępna dla Twojego konta.',
    image_unreadable: 'Nie można odczytać obrazu: plik jest uszkodzony lub niekompletny.',
    order_confirmed: 'To zamówienie jest potwierdzone: nie można go już zmienić.',
    order_delivered: 'To zamówienie zostało dostarczone: nie można go już zmienić.',
    order_imported:
      'To zamówienie zostało zaimportowane: zapisz je jako ofertę lub potwierdź; nie można go tu zmienić.',
    offer_expired:
      'Ta oferta wygasła. Najpierw ją odnów: artykuły zostaną ponownie wycenione, a oferta otrzyma nową ważność.',
    order_empty: 'To zamówienie nie ma artykułów: nie ma czego potwierdzić ani zaoferować.',
    not_offered: 'Odnowić można tylko ofertę.',
    quote_needs_offer:
      'Tylko ofertę można udostępnić klientowi lub wydrukować jako ofertę: najpierw zapisz zamówienie jako ofertę.',
    already_offered: 'To zamówienie jest już ofertą.',
    fabric_mismatch: 'Artykułów z różnych tkanin nie można dopasować.',
    not_patterned: 'Dopasować można tylko zasłony z tkaniny we wzór.',
    too_few_articles: 'Potrzebne są co najmniej dwa artykuły.',
    already_matched: 'Pasy tego artykułu są już połączone.',
    not_matched: 'Ten artykuł nie ma połączonych pasów.',
    already_in_set: 'Ten artykuł jest już w zestawie.',
    not_in_set: 'Ten artykuł nie jest w zestawie.',
    different_commission: 'Artykuły należą do różnych komisji.',
    fabric_does_not_fit: 'Tkanina nie pasuje do artykułu(ów) {{orderNumbers}}: {{reason}}',
    no_main_fabric: 'Ten artykuł nie ma tkaniny głównej.',
    not_sewn: 'Łączyć pasy można tylko w szytych zasłonach.',
    not_cut_in_widths: 'Dopasować można tylko zasłony szyte z brytów tkaniny.',
    not_a_curtain: 'Komplet mogą tworzyć tylko zasłony (szyte, panelowe i rzymskie).',
    production_final:
      'Ten artykuł jest ukończony lub anulowany: jego status produkcji nie może się już zmienić.',
    production_backwards: 'Artykuł nie może wrócić do wcześniejszego etapu produkcji.',
    production_too_late_to_cancel:
      'Produkcja tego artykułu się rozpoczęła: nie można go już anulować.',
    production_too_late_to_wait:
      'Produkcja tego artykułu się rozpoczęła: nie może już czekać na towar.',
    production_resume_elsewhere:
      'Po oczekiwaniu lub problemie praca jest wznawiana tam, gdzie się zatrzymała, lub dalej, nie na tym etapie.',
    production_event_in_future:
      'To zdarzenie ma datę późniejszą o ponad {{minutes}} min niż zegar portalu: wyślij je dopiero, gdy nastąpi, z czasem, w którym nastąpiło.',
    production_event_id_reused:
      'Ten identyfikator zdarzenia został już odebrany z inną treścią ({{fields}}): ponowne wysłanie musi być identyczne, nowe zdarzenie wymaga nowego identyfikatora.',
    integration_key_invalid:
      'Wymagany jest ważny, nieunieważniony klucz API integracji (nagłówek Authorization: Bearer <klucz>).',
    partner_key_invalid:
      'Wymagany jest ważny, nieunieważniony klucz API partnera (nagłówek Authorization: Bearer <klucz>).',
    partner_reference_reused:
      'Ten numer referencyjny został już wysłany z innym zamówieniem: ponowne wysłanie musi być identyczne, nowe zamówienie wymaga nowego numeru.',
  },
  lt: {
    invalid_credentials: 'Neteisingas naudotojo vardas ir (arba) slaptažodis.',
    not_authenticated: 'Norėdami tęsti, prisijunkite.',
    token_not_valid: 'Jūsų sesija baigėsi arba negalioja. Prisijunkite iš naujo.',
    permission_denied: 'Neturite teisės to daryti.',
    not_found: 'Prašomas elementas nerastas.',
    method_not_allowed: 'Šis metodas čia neleidžiamas.',
    precondition_failed: 'Užklausos sąlyga neįvykdyta (If-Match, If-Unmodified-Since).',
    throttled: 'Per daug bandymų. Bandykite dar kartą po {{seconds}} s.',
    validation_error: 'Kai kurie laukai neteisingi.',
    parse_error: 'Užklausos nepavyko perskaityti (klaidingas JSON).',
    multipart_invalid:
      'Įkelto failo nepavyko perskaityti (klaidinga arba neišsami multipart forma).',
    body_too_deep: 'Užklausa per giliai įdėta (daugiausia {{max}} lygių).',
    article_not_returnable: 'Grąžinti galima tik patvirtinto arba pristatyto užsakymo prekę.',
    too_many_photos: 'Grąžinime gali būti ne daugiau kaip {{max}} nuotraukų.',
    rma_closed: 'Gamintojas jau gavo šį grąžinimą: nuotraukų pridėti nebegalima.',
    support_status_not_allowed: 'Pokalbis jau turi šią būseną.',
    envelope_dsn_unknown: 'Ataskaita nurodo kitą projektą: šis portalas priima tik savo.',
    shop_not_found: 'Šios parduotuvės nėra arba ji neatidaryta internete.',
    shop_closed: 'Parduotuvė kol kas uždaryta: jos internetinė parduotuvė išjungta.',
    shop_proof_invalid: 'Jūsų užklausos nepavyko patikrinti. Išsiųskite ją dar kartą.',
    kiosk_key_invalid:
      'Šis kioskas nesusietas su parduotuve. Susiekite jį iš naujo nauju kodu iš portalo.',
    kiosk_revoked: 'Parduotuvė išjungė šį kioską. Susiekite jį iš naujo nauju kodu iš portalo.',
    kiosk_pairing_invalid:
      'Šis susiejimo kodas negalioja: jis neteisingas, pasibaigęs arba jau panaudotas. Portale paprašykite naujo kodo.',
    error_status_not_allowed: 'Ši klaidų grupė negali atlikti šio veiksmo iš dabartinės būsenos.',
    sample_already_shipped: 'Pavyzdžių užklausa jau išsiųsta.',
    fabric_delivery_collected: 'Vairuotojas jau paėmė šį audinį: pranešimo nebegalima atšaukti.',
    measurement_unacknowledged:
      'Kai kurie matmenys atrodo neįprastai: prieš patvirtindami užsakymą patvirtinkite kiekvieną įspėjimą.',
    quote_changed:
      'Pasiūlymas buvo pakeistas, kol jį peržiūrėjote: prieš atsakydami peržiūrėkite jį dar kartą.',
    rma_action_refused:
      'Šis grąžinimas nėra tokios būsenos, kad būtų galima atlikti šį veiksmą: galbūt jau buvo nuspręsta arba atsakyta.',
    staff_only: 'Ši dalis skirta gamintojo darbuotojams.',
    not_for_staff:
      'Gamintojo darbuotojai dirba administravimo skiltyje: atidarykite pardavėjo portalą mygtuku „Žiūrėti kaip pardavėjas“.',
    username_taken: 'Šis naudotojo vardas užimtas: pasirinkite kitą.',
    view_as_ended:
      'Šio pardavėjo peržiūra tik skaitymo režimu baigėsi: atidarykite ją iš naujo debitoriaus puslapyje.',
    debtor_has_no_account:
      'Šis debitorius dar neturi pardavėjo paskyros: pirmiausia pridėkite naudotoją.',
    read_only_view: 'Šio pardavėjo portalą žiūrite tik skaitymo režimu: čia nieko negalima keisti.',
    delivery_not_on_stop: 'Šis gaminys šioje stotelėje dar neparuoštas perduoti.',
    price_list_invalid: 'Kainoraščio faile yra klaidų: niekas neišsaugota.',
    price_list_version_started: 'Ši versija jau įsigaliojo ir jos nebegalima atšaukti.',
    payload_too_large: 'Užklausa per didelė.',
    unsupported_media_type: 'Šis turinio tipas nepalaikomas.',
    password_incorrect: 'Dabartinis slaptažodis neteisingas.',
    reset_token_invalid: 'Ši atkūrimo nuoroda negalioja arba baigėsi. Paprašykite naujos.',
    debtor_required: 'Pirmiausia pasirinkite parduotuvę, kuriai dirbate.',
    conflict:
      'Tai prieštarauja tuo metu atliktam pakeitimui. Įkelkite iš naujo ir bandykite dar kartą.',
    server_error: 'Mūsų pusėje įvyko klaida. Bandykite vėliau.',
    image_too_large: 'Paveikslėlis per didelis: ne daugiau kaip {{max}}.',
    image_type_not_supported: 'Šis failas nėra PNG, JPEG ar WebP paveikslėlis.',
    file_empty: 'Failas tuščias.',
    file_required: 'Pasirinkite failą įkėlimui.',
    order_not_editable: 'Šio užsakymo nebegalima keisti: jis jau perduotas gamintojui.',
    idempotency_key_reused:
      'Šis Idempotency-Key jau panaudotas kitai užklausai. Naudokite naują raktą.',
    idempotency_key_invalid:
      'Idempotency-Key antraštę turi sudaryti nuo 8 iki 128 raidžių, skaitmenų arba . _ : -',
    password_unchanged: 'Naujas slaptažodis turi skirtis nuo dabartinio.',
    tracking_only: 'Šia paskyra galima tik sekti užsakymus; jų kurti ar keisti negalima.',
    feature_disabled: 'Ši portalo dalis jūsų paskyrai nepasiekiama.',
    image_unreadable: 'Nepavyko nuskaityti paveikslėlio: failas sugadintas arba neišsamus.',
    order_confirmed: 'Šis užsakymas patvirtintas: jo pakeisti nebegalima.',
    order_delivered: 'Šis užsakymas pristatytas: jo pakeisti nebegalima.',
    order_imported:
      'Šis užsakymas importuotas: išsaugokite jį kaip pasiūlymą arba patvirtinkite; čia jo keisti negalima.',
    offer_expired:
      'Šio pasiūlymo galiojimas baigėsi. Pirmiausia jį atnaujinkite: prekės bus įkainotos iš naujo ir pasiūlymas gaus naują galiojimą.',
    order_empty: 'Šiame užsakyme nėra prekių: nėra ką patvirtinti ar pasiūlyti.',
    not_offered: 'Atnaujinti galima tik pasiūlymą.',
    quote_needs_offer:
      'Tik pasiūlymą galima bendrinti su klientu arba išspausdinti: pirmiausia išsaugokite užsakymą kaip pasiūlymą.',
    already_offered: 'Šis užsakymas jau yra pasiūlymas.',
    fabric_mismatch: 'Skirtingų audinių prekių suderinti negalima.',
    not_patterned: 'Suderinti galima tik raštuoto audinio užuolaidas.',
    too_few_articles: 'Tam reikia bent dviejų prekių.',
    already_matched: 'Šios prekės juostos jau sujungtos.',
    not_matched: 'Šios prekės juostos nesujungtos.',
    already_in_set: 'Ši prekė jau yra rinkinyje.',
    not_in_set: 'Ši prekė nėra rinkinyje.',
    different_commission: 'Prekės priklauso skirtingiems užsakymams.',
    fabric_does_not_fit: 'Audinys netinka gaminiui (-iams) {{orderNumbers}}: {{reason}}',
    no_main_fabric: 'Ši prekė neturi pagrindinio audinio.',
    not_sewn: 'Juostas sujungti galima tik siuvamoms užuolaidoms.',
    not_cut_in_widths: 'Suderinti galima tik iš audinio juostų siūtas užuolaidas.',
    not_a_curtain: 'Komplektą gali sudaryti tik užuolaidos (siūtos, panelinės ir romanetės).',
    production_final: 'Šis gaminys užbaigtas arba atšauktas: jo gamybos būsena nebegali keistis.',
    production_backwards: 'Gaminys negali grįžti į ankstesnį gamybos etapą.',
    production_too_late_to_cancel: 'Šio gaminio gamyba prasidėjo: jo nebegalima atšaukti.',
    production_too_late_to_wait: 'Šio gaminio gamyba prasidėjo: jis nebegali laukti atsargų.',
    production_resume_elsewhere:
      'Po laukimo ar problemos darbas tęsiamas ten, kur sustojo, arba toliau, bet ne šiame etape.',
    production_event_in_future:
      'Šis įvykis pažymėtas daugiau nei {{minutes}} min. vėlesniu laiku nei portalo laikrodis: siųskite jį tik jam įvykus, nurodydami, kada jis įvyko.',
    production_event_id_reused:
      'Šis įvykio identifikatorius jau gautas su kitokiu turiniu ({{fields}}): pakartotinis siuntimas turi būti identiškas, naujam įvykiui reikia naujo identifikatoriaus.',
    integration_key_invalid:
      'Reikalingas galiojantis, neatšauktas integracijos API raktas (antraštė Authorization: Bearer <raktas>).',
    partner_key_invalid:
      'Reikalingas galiojantis, neatšauktas partnerio API raktas (antraštė Authorization: Bearer <raktas>).',
    partner_reference_reused:
      'Ši nuoroda jau buvo išsiųsta su kitu užsakymu: pakartojimas turi būti toks pat, naujam užsakymui reikia naujos nuorodos.',
  },
});
