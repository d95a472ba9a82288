import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only commerce shows. */
export const useCommerceStrings = themeStringsHook({
  'en-US': {
    PRICE: 'Price',
    PHONE: 'Phone',
    EMAIL: 'Email',
    NOT_FOUND: 'Page not found'
  },
  'zh-CN': {
    PRICE: '价格',
    PHONE: '电话',
    EMAIL: '邮箱',
    NOT_FOUND: '页面未找到'
  },
  'fr-FR': {
    PRICE: 'Prix',
    PHONE: 'Téléphone',
    EMAIL: 'E-mail',
    NOT_FOUND: 'Page introuvable'
  }
})
