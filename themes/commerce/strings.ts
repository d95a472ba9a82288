import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only commerce shows. */
export const useCommerceStrings = themeStringsHook({
  'en-US': {
    PRICE: 'Price',
    PHONE: 'Phone',
    EMAIL: 'Email'
  },
  'zh-CN': {
    PRICE: '价格',
    PHONE: '电话',
    EMAIL: '邮箱'
  },
  'fr-FR': {
    PRICE: 'Prix',
    PHONE: 'Téléphone',
    EMAIL: 'E-mail'
  }
})
