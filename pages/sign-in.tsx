import { accountPageResult } from '@/components/accounts/account-page'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

export const getStaticProps = accountPageResult('LayoutSignIn', 'sign-in')
