/**
 * The staff console's texts in English and French (Canadian French: no space before "!", "?",
 * ";", a no-break space before ":"). A test checks both catalogs have the same keys.
 */
import { createContext, useContext } from 'react';
import * as actions from './action-texts';
import * as audit from './audit/texts';
import * as reviews from './reviews/texts';
import * as settings from './settings/texts';
import * as status from './status/texts';
import * as subscribers from './subscribers/texts';
import * as tickets from './tickets/texts';

export type Lang = 'en' | 'fr';

const baseEn = {
  'app.title': 'Staff console',
  'nav.label': 'Console sections',
  'nav.queues': 'Queues',
  'nav.subscribers': 'Subscribers',
  'nav.audit': 'Audit',
  'nav.settings': 'Settings',
  'notFound.title': 'There is no such page',
  'notFound.home': 'Back to the queues',
  'app.language': 'Language',
  'app.signOut': 'Sign out',
  'app.signedInAs': 'Signed in as {email} ({role})',
  'role.agent': 'agent',
  'role.billing': 'billing',
  'role.admin': 'admin',
  'signIn.title': 'Staff sign-in',
  'signIn.email': 'E-mail address',
  'signIn.password': 'Password',
  'signIn.submit': 'Continue',
  'signIn.withProvider': 'Sign in with {provider}',
  'signIn.providerHelp': 'Use your work account. Its own second factor is asked for there.',
  'signIn.loading': 'Loading the sign-in',
  'signIn.retry': 'Try again',
  'code.title': 'Second factor',
  'code.help': 'Enter the 6-digit code your authenticator app shows for this login, or one of your recovery codes.',
  'code.label': 'Code',
  'code.submit': 'Sign in',
  'code.restart': 'Start again',
  'enrol.title': 'Set up your second factor',
  'enrol.help':
    'Every staff sign-in needs a code from an authenticator app. Scan this QR code with the app (or type the key below), then enter the 6-digit code it shows.',
  'enrol.qr': 'QR code to scan with your authenticator app',
  'enrol.secret': 'Key to type in instead',
  'enrol.submit': 'Confirm and sign in',
  'recovery.title': 'Your recovery codes',
  'recovery.help':
    'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe now: they are shown only this once.',
  'recovery.done': 'I have kept them: continue',
  'home.title': 'Queues',
  'home.queue': 'Queue',
  'home.count': 'Waiting',
  'home.oldest': 'Oldest waits',
  'home.none': '—',
  'home.refresh': 'Refresh',
  'queue.identity-documents': 'Identity documents',
  'queue.contracts': 'Contracts and agreements',
  'queue.void-cheques': 'Void cheques',
  'queue.change-requests': 'Account change requests',
  'queue.failed-mail': 'E-mails that failed',
  'age.minutes': '{n} min',
  'age.hours': '{n} h',
  'age.days': '{n} d',
  'setPassword.title': 'Choose your staff password',
  'setPassword.for': 'For {email}',
  'setPassword.password': 'New password',
  'setPassword.confirm': 'New password again',
  'setPassword.help': 'At least 12 characters. A passphrase of a few words is good.',
  'setPassword.submit': 'Save the password',
  'setPassword.done': 'Your password is set. Sign in to set up your second factor.',
  'setPassword.toSignIn': 'Go to the sign-in',
  'error.bad-credentials': 'The e-mail address or the password is not right.',
  'error.bad-code': 'This code is not right, or it was used already. Wait for the next code and try again.',
  'error.sign-in-again': 'Your session ended. Sign in again.',
  'error.too-many-attempts': 'Too many attempts. Try again in {wait}.',
  'error.bad-link': 'This link is not valid any more. Ask an administrator for a new one.',
  'error.password-too-short': 'The password must have at least 12 characters.',
  'error.password-too-long': 'The password must have at most 128 characters.',
  'error.password-is-email': 'The password must not be your e-mail address.',
  'error.passwords-differ': 'The two passwords are not the same.',
  'error.forbidden': 'Your role does not allow this action.',
  'error.required': 'Fill in this field.',
  'error.other': 'Something went wrong. Try again in a moment.',
  'error.oidc-failed': 'The sign-in through your identity provider did not succeed. Try again.',
  'error.oidc-no-role':
    'Your account at the identity provider is in none of the groups that give access to the staff console. Ask an administrator to add you to one.',
  'error.oidc-no-email': 'Your identity provider gave no verified e-mail address. Ask an administrator.',
  'error.oidc-state': 'This sign-in expired or was started in another window. Sign in again.',
  'error.staff-disabled': 'This staff login is disabled. Ask an administrator.',
  'error.use-identity-provider': 'Staff sign in with their work account: use the button on this page.',
} as const;

/** Every text: the console's own and each section's. */
export const en = { ...baseEn, ...reviews.en, ...subscribers.en, ...audit.en, ...settings.en, ...status.en, ...tickets.en, ...actions.en } as const;

export type Key = keyof typeof en;

const baseFr: Record<keyof typeof baseEn, string> = {
  'app.title': 'Console du personnel',
  'nav.label': 'Sections de la console',
  'nav.queues': 'Files d’attente',
  'nav.subscribers': 'Abonnés',
  'nav.audit': 'Journal',
  'nav.settings': 'Paramètres',
  'notFound.title': 'Cette page n’existe pas',
  'notFound.home': 'Retour aux files d’attente',
  'app.language': 'Langue',
  'app.signOut': 'Se déconnecter',
  'app.signedInAs': 'Connecté en tant que {email} ({role})',
  'role.agent': 'agent',
  'role.billing': 'facturation',
  'role.admin': 'administration',
  'signIn.title': 'Connexion du personnel',
  'signIn.email': 'Adresse courriel',
  'signIn.password': 'Mot de passe',
  'signIn.submit': 'Continuer',
  'signIn.withProvider': 'Se connecter avec {provider}',
  'signIn.providerHelp': 'Utilisez votre compte de travail. Son propre deuxième facteur y est demandé.',
  'signIn.loading': 'Chargement de la connexion',
  'signIn.retry': 'Réessayer',
  'code.title': 'Deuxième facteur',
  'code.help':
    'Entrez le code à 6 chiffres que votre application d’authentification affiche pour cette connexion, ou l’un de vos codes de récupération.',
  'code.label': 'Code',
  'code.submit': 'Se connecter',
  'code.restart': 'Recommencer',
  'enrol.title': 'Configurez votre deuxième facteur',
  'enrol.help':
    'Chaque connexion du personnel demande un code d’une application d’authentification. Balayez ce code QR avec l’application (ou tapez la clé ci-dessous), puis entrez le code à 6 chiffres qu’elle affiche.',
  'enrol.qr': 'Code QR à balayer avec votre application d’authentification',
  'enrol.secret': 'Clé à taper à la place',
  'enrol.submit': 'Confirmer et se connecter',
  'recovery.title': 'Vos codes de récupération',
  'recovery.help':
    'Chaque code vous connecte une fois si vous perdez votre application d’authentification. Gardez-les en lieu sûr dès maintenant\u00a0: ils ne sont affichés que cette fois.',
  'recovery.done': 'Je les ai gardés\u00a0: continuer',
  'home.title': 'Files d’attente',
  'home.queue': 'File',
  'home.count': 'En attente',
  'home.oldest': 'Le plus ancien attend depuis',
  'home.none': '—',
  'home.refresh': 'Actualiser',
  'queue.identity-documents': 'Pièces d’identité',
  'queue.contracts': 'Contrats et ententes',
  'queue.void-cheques': 'Chèques annulés',
  'queue.change-requests': 'Demandes de modification du compte',
  'queue.failed-mail': 'Courriels non envoyés',
  'age.minutes': '{n} min',
  'age.hours': '{n} h',
  'age.days': '{n} j',
  'setPassword.title': 'Choisissez votre mot de passe du personnel',
  'setPassword.for': 'Pour {email}',
  'setPassword.password': 'Nouveau mot de passe',
  'setPassword.confirm': 'Nouveau mot de passe (encore)',
  'setPassword.help': 'Au moins 12 caractères. Une phrase de quelques mots convient bien.',
  'setPassword.submit': 'Enregistrer le mot de passe',
  'setPassword.done': 'Votre mot de passe est enregistré. Connectez-vous pour configurer votre deuxième facteur.',
  'setPassword.toSignIn': 'Aller à la connexion',
  'error.bad-credentials': 'L’adresse courriel ou le mot de passe n’est pas le bon.',
  'error.bad-code': 'Ce code n’est pas le bon, ou il a déjà servi. Attendez le code suivant et réessayez.',
  'error.sign-in-again': 'Votre session a pris fin. Connectez-vous de nouveau.',
  'error.too-many-attempts': 'Trop de tentatives. Réessayez dans {wait}.',
  'error.bad-link': 'Ce lien n’est plus valide. Demandez-en un nouveau à un administrateur.',
  'error.password-too-short': 'Le mot de passe doit avoir au moins 12 caractères.',
  'error.password-too-long': 'Le mot de passe doit avoir au plus 128 caractères.',
  'error.password-is-email': 'Le mot de passe ne doit pas être votre adresse courriel.',
  'error.passwords-differ': 'Les deux mots de passe ne sont pas les mêmes.',
  'error.forbidden': 'Votre rôle ne permet pas cette action.',
  'error.required': 'Remplissez ce champ.',
  'error.other': 'Un problème est survenu. Réessayez dans un moment.',
  'error.oidc-failed': 'La connexion par votre fournisseur d’identité n’a pas réussi. Réessayez.',
  'error.oidc-no-role':
    'Votre compte chez le fournisseur d’identité ne fait partie d’aucun des groupes qui donnent accès à la console du personnel. Demandez à un administrateur de vous ajouter à l’un d’eux.',
  'error.oidc-no-email': 'Votre fournisseur d’identité n’a donné aucune adresse courriel vérifiée. Adressez-vous à un administrateur.',
  'error.oidc-state': 'Cette connexion a expiré ou a été commencée dans une autre fenêtre. Connectez-vous de nouveau.',
  'error.staff-disabled': 'Cet accès du personnel est désactivé. Adressez-vous à un administrateur.',
  'error.use-identity-provider': 'Le personnel se connecte avec son compte de travail : utilisez le bouton de cette page.',
};

export const fr: Record<Key, string> = { ...baseFr, ...reviews.fr, ...subscribers.fr, ...audit.fr, ...settings.fr, ...status.fr, ...tickets.fr, ...actions.fr };

export const catalogs: Record<Lang, Record<Key, string>> = { en, fr };

/** The text of key in lang, with its {placeholders} filled. */
export function translate(lang: Lang, key: Key, values: Record<string, string | number> = {}): string {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}

/** How long something has waited, in the largest whole unit: "12 min", "5 h", "3 d" ("3 j"). */
export function formatAge(lang: Lang, seconds: number): string {
  const minutes = Math.max(1, Math.floor(seconds / 60));
  if (minutes < 60) return translate(lang, 'age.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return translate(lang, 'age.hours', { n: hours });
  return translate(lang, 'age.days', { n: Math.floor(hours / 24) });
}

/** The language the console starts in: the one chosen before, else the browser's. */
export function initialLang(): Lang {
  try {
    const kept = localStorage.getItem('myaccount_staff_lang');
    if (kept === 'en' || kept === 'fr') return kept;
  } catch {
    // storage refused: the browser's language
  }
  return navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function keepLang(lang: Lang): void {
  try {
    localStorage.setItem('myaccount_staff_lang', lang);
  } catch {
    // storage refused: the choice lasts this visit
  }
}

export interface I18n {
  lang: Lang;
  t: (key: Key, values?: Record<string, string | number>) => string;
  setLang: (lang: Lang) => void;
}

export const I18nContext = createContext<I18n>({ lang: 'en', t: (key, values) => translate('en', key, values), setLang: () => {} });

export function useI18n(): I18n {
  return useContext(I18nContext);
}
