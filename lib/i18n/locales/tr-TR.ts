import type { Messages } from '@/lib/i18n/locales/en-US'

export const trTR: Messages = {
  MENU: {
    HOME: 'Ana sayfa',
    ARCHIVE: 'Arşiv',
    CATEGORY: 'Kategori',
    TAG: 'Etiketler',
    SEARCH: 'Ara',
    RSS: 'RSS',
    MENU: 'Menü',
    OPEN_MENU: 'Menüyü aç',
    CLOSE_MENU: 'Menüyü kapat',
    EXPAND: 'Genişlet',
    FULLSCREEN: 'Tam ekran',
    SEARCH_DRAWER: 'Aramayı aç',
    RANDOM_POST: 'Rastgele yazı'
  },
  NAV: {
    ARCHIVE: 'Arşiv',
    CATEGORY: 'Kategoriler',
    TAGS: 'Etiketler',
    SEARCH: 'Arama',
    NOT_FOUND: 'Sayfa bulunamadı'
  },
  COMMON: {
    START_READING: 'Okumaya başla',
    MORE: 'Daha fazla',
    NO_MORE: 'Başka yok',
    LOADING: 'Yükleniyor...',
    NOT_FOUND: 'Sayfa bulunamadı',
    NOT_FOUND_REDIRECT: 'Sayfa bulunamadı, ana sayfaya yönlendiriliyor...',
    CANNOT_LOAD: 'Bu sayfa yüklenemiyor; ana sayfaya dönülüyor',
    BACK: 'Geri',
    TOP: 'Yukarı',
    BOTTOM: 'Aşağı',
    POWERED_BY: 'Altyapı',
    TOGGLE_DARK_MODE: 'Karanlık modu değiştir',
    CATEGORIES: 'Kategoriler',
    TAGS: 'Etiketler',
    LATEST_POSTS: 'Son yazılar',
    POSTS: 'Yazılar',
    STATISTICS: 'İstatistikler',
    SITE_VISITS: 'Ziyaretler',
    SITE_VISITORS: 'Ziyaretçiler',
    SITE_DAYS: 'Çevrimiçi gün',
    ANNOUNCEMENT: 'Duyuru',
    ABOUT_AUTHOR: '{author} hakkında',
    CONTACT_ME: 'Bana ulaşın',
    POSTS_COUNT: '{count} yazı',
    CLOSE: 'Kapat',
    PREVIOUS: 'Önceki',
    NEXT: 'Sonraki',
    THEME: 'Tema',
    SWITCH_THEME: 'Temayı değiştir (şu an {theme})',
    LANGUAGE: 'Dil'
  },
  PAGINATION: {
    PREV: 'Önceki',
    NEXT: 'Sonraki',
    PAGE: 'Sayfa {page}'
  },
  SEARCH: {
    ARTICLES: 'yazılar',
    TAGS: 'etiketler #{tag}',
    SEARCH: 'Ara',
    CLEAR: 'Temizle',
    RESULT: 'sonuç',
    RESULTS: 'sonuç',
    NO_RESULTS: 'Sonuç yok',
    TRY_DIFFERENT: 'Farklı kelimeler deneyin',
    NO_RESULTS_FOUND: 'Sonuç bulunamadı.',
    ERROR: 'Arama hatası'
  },
  POST: {
    WORD_COUNT: '{count} kelime',
    READ_TIME: '{minutes} dk okuma',
    BLOCK_UNAVAILABLE: 'Bu blok gösterilemedi.',
    DATABASE: 'Veritabanı',
    COPYRIGHT_AUTHOR: 'Yazar',
    COPYRIGHT_LINK: 'Bağlantı',
    COPYRIGHT: 'Telif hakkı',
    COPYRIGHT_LICENCE: 'Aksi belirtilmedikçe bu yazı CC BY-NC-SA 4.0 lisansı altındadır.',
    LOCKED_BADGE: 'Kilitli',
    LOCK_UNAVAILABLE:
      'Bu tarayıcı yazının kilidini burada açamaz: güvenli bir bağlantı (https) gerekir.',
    BY: 'yazan',
    PUBLISHED_ON: 'Yayınlanma',
    LAST_EDITED: 'Son düzenleme',
    VIEWS: 'görüntülenme',
    TABLE_OF_CONTENTS: 'İçindekiler',
    RELATED_POSTS: 'İlgili yazılar',
    PREVIOUS_POST: 'Önceki',
    NEXT_POST: 'Sonraki',
    COMMENTS: 'Yorumlar',
    SHARE: 'Paylaş',
    COPY_LINK: 'Bağlantıyı kopyala',
    LINK_COPIED: 'Bağlantı kopyalandı',
    LOCKED: 'Bu yazı korumalı. Okumak için parolayı girin.',
    PASSWORD: 'Parola',
    UNLOCK: 'Kilidi aç',
    PASSWORD_ERROR: 'Parola hatalı!',
    COPY_CODE: 'Kopyala',
    CODE_COPIED: 'Kopyalandı',
    SHARE_ON: '{service} ile paylaş',
    WECHAT_COPY: "Bağlantı kopyalandı: WeChat'e yapıştırın",
    SHARE_EMAIL: 'E-posta',
    SHARE_WECHAT: 'WeChat',
    SHARE_WEIBO: 'Weibo'
  },
  MAILCHIMP: {
    SUBSCRIBE: 'Abone ol',
    EMAIL: 'E-posta adresi',
    SUCCESS: 'Abone olduğunuz için teşekkürler!'
  },
  AI_SUMMARY: {
    TITLE: 'Yapay zekâ özeti',
    LOADING: 'Özet oluşturuluyor...'
  },
  DOCS: {
    FILTER: 'Sayfaları süz',
    NO_MATCH: 'Eşleşen sayfa yok.',
    NEW: 'Son ziyaretinizden beri yeni',
    PAGES: 'Sayfalar',
    INDEX_MISSING:
      'Bu sitenin ana sayfası olması için Notion veritabanınızda “{slug}” kısa adlı bir yazı veya Page oluşturun.'
  }
}
