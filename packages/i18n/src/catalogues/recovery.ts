import { defineCatalogue } from '../define.js';

// Namespace "recovery": the forgot-password and choose-a-new-password pages. Loaded with those
// pages, not before the log-in page.
const en = {
  forgot: {
    title: 'Forgot password',
    intro:
      'Enter the e-mail address you log in with, or your user name. We will send you a link to choose a new password.',
    login: 'E-mail address or user name',
    submit: 'Send reset link',
    sent: "If an account uses this e-mail address or user name, a link to reset the password has been sent to the account's e-mail address.",
    failed: 'The reset link could not be requested. Please try again later.',
  },
  recover: {
    title: 'Choose a new password',
    intro: 'Your new password needs at least {{min}} characters.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Save new password',
    success: 'Your password has been changed. You can now log in with it.',
    failed: 'Your password could not be changed. Please try again later.',
    invalidLink: 'This reset link is invalid or has expired.',
    requestNew: 'Request a new link',
  },
} as const;

export default defineCatalogue({
  en,
  'en-au': { ...en },
  nl: {
    forgot: {
      title: 'Wachtwoord vergeten',
      intro:
        'Vul het e-mailadres waarmee u inlogt of uw gebruikersnaam in. U ontvangt een link om een nieuw wachtwoord te kiezen.',
      login: 'E-mailadres of gebruikersnaam',
      submit: 'Herstellink versturen',
      sent: 'Als er een account met dit e-mailadres of deze gebruikersnaam bestaat, is er een link om het wachtwoord te herstellen naar het e-mailadres van dat account verstuurd.',
      failed: 'De herstellink kon niet worden aangevraagd. Probeer het later opnieuw.',
    },
    recover: {
      title: 'Kies een nieuw wachtwoord',
      intro: 'Uw nieuwe wachtwoord moet minimaal {{min}} tekens hebben.',
      newPassword: 'Nieuw wachtwoord',
      confirmPassword: 'Bevestig nieuw wachtwoord',
      submit: 'Nieuw wachtwoord opslaan',
      success: 'Uw wachtwoord is gewijzigd. U kunt er nu mee inloggen.',
      failed: 'Uw wachtwoord kon niet worden gewijzigd. Probeer het later opnieuw.',
      invalidLink: 'Deze herstellink is ongeldig of verlopen.',
      requestNew: 'Nieuwe link aanvragen',
    },
  },
  de: {
    forgot: {
      title: 'Passwort vergessen',
      intro:
        'Geben Sie die E-Mail-Adresse, mit der Sie sich anmelden, oder Ihren Benutzernamen ein. Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
      login: 'E-Mail-Adresse oder Benutzername',
      submit: 'Link zum Zurücksetzen senden',
      sent: 'Falls ein Konto diese E-Mail-Adresse oder diesen Benutzernamen verwendet, wurde ein Link zum Zurücksetzen des Passworts an die E-Mail-Adresse des Kontos gesendet.',
      failed:
        'Der Link zum Zurücksetzen konnte nicht angefordert werden. Bitte versuchen Sie es später erneut.',
    },
    recover: {
      title: 'Neues Passwort wählen',
      intro: 'Ihr neues Passwort braucht mindestens {{min}} Zeichen.',
      newPassword: 'Neues Passwort',
      confirmPassword: 'Neues Passwort bestätigen',
      submit: 'Neues Passwort speichern',
      success: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
      failed: 'Ihr Passwort konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
      invalidLink: 'Dieser Link ist ungültig oder abgelaufen.',
      requestNew: 'Neuen Link anfordern',
    },
  },
  fr: {
    forgot: {
      title: 'Mot de passe oublié',
      intro:
        "Saisissez l'adresse e-mail avec laquelle vous vous connectez, ou votre nom d'utilisateur. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      login: "Adresse e-mail ou nom d'utilisateur",
      submit: 'Envoyer le lien',
      sent: "Si un compte utilise cette adresse e-mail ou ce nom d'utilisateur, un lien de réinitialisation du mot de passe a été envoyé à l'adresse e-mail du compte.",
      failed: "Le lien de réinitialisation n'a pas pu être demandé. Veuillez réessayer plus tard.",
    },
    recover: {
      title: 'Choisir un nouveau mot de passe',
      intro: 'Votre nouveau mot de passe doit comporter au moins {{min}} caractères.',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmer le nouveau mot de passe',
      submit: 'Enregistrer le mot de passe',
      success: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec.',
      failed: "Votre mot de passe n'a pas pu être modifié. Veuillez réessayer plus tard.",
      invalidLink: "Ce lien de réinitialisation n'est pas valide ou a expiré.",
      requestNew: 'Demander un nouveau lien',
    },
  },
  pl: {
    forgot: {
      title: 'Nie pamiętam hasła',
      intro:
        'Podaj adres e-mail, którym się logujesz, lub nazwę użytkownika. Wyślemy link do ustawienia nowego hasła.',
      login: 'Adres e-mail lub nazwa użytkownika',
      submit: 'Wyślij link',
      sent: 'Jeśli konto używa tego adresu e-mail lub tej nazwy użytkownika, wysłaliśmy na adres e-mail konta link do zresetowania hasła.',
      failed: 'Nie udało się wysłać linku do resetowania hasła. Spróbuj ponownie później.',
    },
    recover: {
      title: 'Ustaw nowe hasło',
      intro: 'Nowe hasło musi mieć co najmniej {{min}} znaków.',
      newPassword: 'Nowe hasło',
      confirmPassword: 'Potwierdź nowe hasło',
      submit: 'Zapisz nowe hasło',
      success: 'Hasło zostało zmienione. Możesz się teraz nim zalogować.',
      failed: 'Nie udało się zmienić hasła. Spróbuj ponownie później.',
      invalidLink: 'Ten link jest nieprawidłowy lub wygasł.',
      requestNew: 'Poproś o nowy link',
    },
  },
  lt: {
    forgot: {
      title: 'Pamiršau slaptažodį',
      intro:
        'Įveskite el. pašto adresą, kuriuo prisijungiate, arba naudotojo vardą. Atsiųsime nuorodą naujam slaptažodžiui pasirinkti.',
      login: 'El. pašto adresas arba naudotojo vardas',
      submit: 'Siųsti nuorodą',
      sent: 'Jei yra paskyra su šiuo el. pašto adresu arba naudotojo vardu, į paskyros el. pašto adresą išsiųsta slaptažodžio atkūrimo nuoroda.',
      failed: 'Nepavyko užsakyti atkūrimo nuorodos. Bandykite vėliau.',
    },
    recover: {
      title: 'Pasirinkite naują slaptažodį',
      intro: 'Naują slaptažodį turi sudaryti ne mažiau kaip {{min}} simbolių.',
      newPassword: 'Naujas slaptažodis',
      confirmPassword: 'Pakartokite naują slaptažodį',
      submit: 'Išsaugoti naują slaptažodį',
      success: 'Slaptažodis pakeistas. Dabar galite juo prisijungti.',
      failed: 'Nepavyko pakeisti slaptažodžio. Bandykite vėliau.',
      invalidLink: 'Ši atkūrimo nuoroda netinkama arba nebegalioja.',
      requestNew: 'Užsakyti naują nuorodą',
    },
  },
});
