import { accountPageResult } from '@/components/accounts/account-page'
import { ThemePage } from '@/themes/ThemePage'

/** Where Clerk returns after signing in or up, in the sign-in layout; a 404 without accounts. */
export default ThemePage

export const getStaticProps = accountPageResult('LayoutSignIn', 'auth-result')
