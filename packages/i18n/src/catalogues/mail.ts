import { defineCatalogue } from '../define.js';

// Namespace "mail": the password-reset mail and the answers of the password calls.
const en = {
  password_reset: {
    subject: 'Reset your {{brand}} password',
    greeting: 'Hello {{username}},',
    intro: 'Someone asked to reset the password of your {{brand}} account.',
    action: 'Choose a new password with this link:',
    button: 'Choose a new password',
    expiry: 'The link works once and expires after one hour.',
    ignore: 'Did you not ask for this? Then ignore this mail; your password stays as it is.',
    signature: 'Kind regards, the {{brand}} team',
  },
  reset_requested:
    'If an account with this e-mail address or user name exists, we have sent a link to reset the password to its e-mail address.',
  password_changed: 'Your password has been changed. Other sessions have been logged out.',
  password_reset_done: 'Your password has been reset. You can now log in with it.',
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    password_reset: {
      subject: 'Stel uw {{brand}}-wachtwoord opnieuw in',
      greeting: 'Hallo {{username}},',
      intro: 'Er is gevraagd om het wachtwoord van uw {{brand}}-account opnieuw in te stellen.',
      action: 'Kies een nieuw wachtwoord via deze link:',
      button: 'Nieuw wachtwoord kiezen',
      expiry: 'De link werkt één keer en verloopt na een uur.',
      ignore:
        'Hebt u hier niet om gevraagd? Negeer deze mail dan; uw wachtwoord blijft ongewijzigd.',
      signature: 'Met vriendelijke groet, het {{brand}}-team',
    },
    reset_requested:
      'Als er een account met dit e-mailadres of deze gebruikersnaam bestaat, hebben we een link om het wachtwoord te herstellen naar het e-mailadres van dat account gestuurd.',
    password_changed: 'Uw wachtwoord is gewijzigd. Andere sessies zijn uitgelogd.',
    password_reset_done: 'Uw wachtwoord is opnieuw ingesteld. U kunt er nu mee inloggen.',
  },
  de: {
    password_reset: {
      subject: 'Setzen Sie Ihr {{brand}}-Passwort zurück',
      greeting: 'Hallo {{username}},',
      intro: 'Jemand hat angefordert, das Passwort Ihres {{brand}}-Kontos zurückzusetzen.',
      action: 'Wählen Sie über diesen Link ein neues Passwort:',
      button: 'Neues Passwort wählen',
      expiry: 'Der Link funktioniert einmal und läuft nach einer Stunde ab.',
      ignore:
        'Haben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
      signature: 'Mit freundlichen Grüßen, Ihr {{brand}}-Team',
    },
    reset_requested:
      'Falls ein Konto mit dieser E-Mail-Adresse oder diesem Benutzernamen existiert, haben wir einen Link zum Zurücksetzen des Passworts an seine E-Mail-Adresse gesendet.',
    password_changed: 'Ihr Passwort wurde geändert. Andere Sitzungen wurden abgemeldet.',
    password_reset_done: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt damit anmelden.',
  },
  fr: {
    password_reset: {
      subject: 'Réinitialisez votre mot de passe {{brand}}',
      greeting: 'Bonjour {{username}},',
      intro: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {{brand}}.',
      action: 'Choisissez un nouveau mot de passe avec ce lien :',
      button: 'Choisir un nouveau mot de passe',
      expiry: 'Le lien ne fonctionne qu’une fois et expire au bout d’une heure.',
      ignore: 'Vous n’avez rien demandé ? Ignorez ce message ; votre mot de passe reste inchangé.',
      signature: 'Cordialement, l’équipe {{brand}}',
    },
    reset_requested:
      "Si un compte existe avec cette adresse e-mail ou ce nom d'utilisateur, nous avons envoyé un lien pour réinitialiser le mot de passe à son adresse e-mail.",
    password_changed: 'Votre mot de passe a été modifié. Les autres sessions ont été déconnectées.',
    password_reset_done:
      'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter avec.',
  },
  pl: {
    password_reset: {
      subject: 'Zresetuj hasło do {{brand}}',
      greeting: 'Dzień dobry {{username}},',
      intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta {{brand}}.',
      action: 'Ustaw nowe hasło, korzystając z tego linku:',
      button: 'Ustaw nowe hasło',
      expiry: 'Link działa jeden raz i wygasa po godzinie.',
      ignore: 'To nie Ty? Zignoruj tę wiadomość; Twoje hasło pozostanie bez zmian.',
      signature: 'Z pozdrowieniami, zespół {{brand}}',
    },
    reset_requested:
      'Jeśli istnieje konto z tym adresem e-mail lub tą nazwą użytkownika, wysłaliśmy na jego adres e-mail link do zresetowania hasła.',
    password_changed: 'Hasło zostało zmienione. Pozostałe sesje zostały wylogowane.',
    password_reset_done: 'Hasło zostało zresetowane. Możesz się teraz nim zalogować.',
  },
  lt: {
    password_reset: {
      subject: 'Atkurkite savo {{brand}} slaptažodį',
      greeting: 'Sveiki, {{username}},',
      intro: 'Kažkas paprašė atkurti jūsų {{brand}} paskyros slaptažodį.',
      action: 'Naują slaptažodį pasirinkite šia nuoroda:',
      button: 'Pasirinkti naują slaptažodį',
      expiry: 'Nuoroda veikia vieną kartą ir nustoja galioti po valandos.',
      ignore: 'Neprašėte? Tuomet nekreipkite dėmesio į šį laišką; slaptažodis nepasikeis.',
      signature: 'Pagarbiai, {{brand}} komanda',
    },
    reset_requested:
      'Jei paskyra su šiuo el. pašto adresu arba naudotojo vardu egzistuoja, išsiuntėme slaptažodžio atkūrimo nuorodą į jos el. pašto adresą.',
    password_changed: 'Jūsų slaptažodis pakeistas. Kitos sesijos atjungtos.',
    password_reset_done: 'Jūsų slaptažodis atkurtas. Dabar galite juo prisijungti.',
  },
});
