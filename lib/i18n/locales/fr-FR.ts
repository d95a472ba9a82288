import type { Messages } from '@/lib/i18n/locales/en-US'

export const frFR: Messages = {
  MENU: {
    HOME: 'Accueil',
    ARCHIVE: 'Archives',
    CATEGORY: 'Catégories',
    TAG: 'Étiquettes',
    SEARCH: 'Rechercher',
    RSS: 'RSS',
    MENU: 'Menu',
    OPEN_MENU: 'Ouvrir le menu',
    CLOSE_MENU: 'Fermer le menu',
    EXPAND: 'Déplier',
    FULLSCREEN: 'Plein écran',
    SEARCH_DRAWER: 'Ouvrir la recherche',
    RANDOM_POST: 'Article au hasard'
  },
  NAV: {
    ARCHIVE: 'Archives',
    CATEGORY: 'Catégories',
    TAGS: 'Étiquettes',
    SEARCH: 'Recherche',
    NOT_FOUND: 'Page introuvable'
  },
  COMMON: {
    START_READING: 'Commencer la lecture',
    MORE: 'Plus',
    NO_MORE: 'Rien de plus',
    LOADING: 'Chargement...',
    NOT_FOUND: 'Page introuvable',
    NOT_FOUND_REDIRECT: "Page introuvable, retour à la page d'accueil...",
    CANNOT_LOAD: "Impossible de charger cette page ; retour à la page d'accueil",
    BACK: 'Retour',
    TOP: 'Haut',
    BOTTOM: 'Bas',
    POWERED_BY: 'Propulsé par',
    TOGGLE_DARK_MODE: 'Basculer le mode sombre',
    CATEGORIES: 'Catégories',
    TAGS: 'Étiquettes',
    LATEST_POSTS: 'Articles récents',
    POSTS: 'Articles',
    STATISTICS: 'Statistiques',
    SITE_VISITS: 'Visites',
    SITE_VISITORS: 'Visiteurs',
    SITE_DAYS: 'Jours en ligne',
    ANNOUNCEMENT: 'Annonce',
    ABOUT_AUTHOR: 'À propos de {author}',
    CONTACT_ME: 'Me contacter',
    POSTS_COUNT: '{count} articles',
    CLOSE: 'Fermer',
    PREVIOUS: 'Précédent',
    NEXT: 'Suivant',
    THEME: 'Thème',
    SWITCH_THEME: 'Changer de thème (actuel : {theme})',
    LANGUAGE: 'Langue'
  },
  PAGINATION: {
    PREV: 'Préc.',
    NEXT: 'Suiv.',
    PAGE: 'Page {page}'
  },
  SEARCH: {
    ARTICLES: 'articles',
    TAGS: 'étiquettes #{tag}',
    SEARCH: 'Rechercher',
    CLEAR: 'Effacer',
    RESULT: 'résultat',
    RESULTS: 'résultats',
    NO_RESULTS: 'Aucun résultat',
    TRY_DIFFERENT: "Essayez d'autres termes",
    NO_RESULTS_FOUND: 'Aucun résultat trouvé.',
    ERROR: 'Erreur de recherche'
  },
  POST: {
    WORD_COUNT: '{count} mots',
    READ_TIME: '{minutes} min de lecture',
    BLOCK_UNAVAILABLE: 'Ce bloc n’a pas pu être affiché.',
    DATABASE: 'Base de données',
    COPYRIGHT_AUTHOR: 'Auteur',
    COPYRIGHT_LINK: 'Lien',
    COPYRIGHT: 'Droits',
    COPYRIGHT_LICENCE: 'Sauf mention contraire, cet article est sous licence CC BY-NC-SA 4.0.',
    LOCKED_BADGE: 'Verrouillé',
    LOCK_UNAVAILABLE:
      'Ce navigateur ne peut pas déverrouiller l’article ici : il faut une connexion sécurisée (https).',
    BY: 'par',
    PUBLISHED_ON: 'Publié le',
    LAST_EDITED: 'Dernière modification',
    VIEWS: 'vues',
    TABLE_OF_CONTENTS: 'Sommaire',
    RELATED_POSTS: 'Articles liés',
    PREVIOUS_POST: 'Précédent',
    NEXT_POST: 'Suivant',
    COMMENTS: 'Commentaires',
    SHARE: 'Partager',
    COPY_LINK: 'Copier le lien',
    LINK_COPIED: 'Lien copié',
    LOCKED: 'Cet article est protégé. Saisissez le mot de passe pour le lire.',
    PASSWORD: 'Mot de passe',
    UNLOCK: 'Déverrouiller',
    PASSWORD_ERROR: 'Mot de passe incorrect !',
    COPY_CODE: 'Copier',
    CODE_COPIED: 'Copié',
    SHARE_ON: 'Partager sur {service}',
    WECHAT_COPY: 'Lien copié : collez-le dans WeChat',
    SHARE_EMAIL: 'E-mail',
    SHARE_WECHAT: 'WeChat',
    SHARE_WEIBO: 'Weibo'
  },
  MAILCHIMP: {
    SUBSCRIBE: "S'abonner",
    EMAIL: 'Adresse e-mail',
    SUCCESS: 'Merci pour votre abonnement !'
  },
  AI_SUMMARY: {
    TITLE: 'Résumé IA',
    LOADING: 'Génération du résumé...'
  },
  DOCS: {
    FILTER: 'Filtrer les pages',
    NO_MATCH: 'Aucune page ne correspond.',
    NEW: 'Nouveau depuis votre dernière visite',
    PAGES: 'Pages',
    INDEX_MISSING:
      'Créez un article ou une Page avec le slug « {slug} » dans votre base Notion pour en faire la page d’accueil.'
  }
}
