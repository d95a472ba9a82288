import { AccountMount } from '@/components/accounts'
import { DashboardPage } from '@/components/accounts/DashboardPage'
import { useAccountText } from '@/components/accounts/use-account-text'
import type { AccountScreenProps } from '@/lib/theme/layout-props'
import { useProxioConfig } from '@/themes/proxio/config'
import { PageTitle } from '@/themes/proxio/components/PageTitle'

/** Sign-in, sign-up and dashboard: the grey title band, then Clerk's widget. */
export function LayoutAccount({ screen, memberPage }: AccountScreenProps) {
  const c = useProxioConfig()
  const { title, text } = useAccountText(screen, {
    title: c.PROXIO_SIGNIN,
    text: c.PROXIO_SIGNIN_DESCRITION
  })
  return (
    <>
      <PageTitle title={title} text={text} />
      <div className={'mx-auto w-full max-w-3xl px-5 py-14'} data-proxio-account={screen}>
        <AccountMount kind={screen} className="flex justify-center [&>form]:w-full" />
        <DashboardPage memberPage={memberPage} className="mt-10" />
      </div>
    </>
  )
}
