import { AccountMount } from '@/components/accounts'
import { DashboardPage } from '@/components/accounts/DashboardPage'
import type { AccountScreenProps } from '@/lib/theme/layout-props'
import { cn } from '@/lib/style/cn'
import { CARD, CONTAINER_BOX } from '@/themes/starter/components/styles'

/** Sign-in, sign-up and dashboard: Clerk's widget on a white card under the blue banner. */
export function LayoutAccount({ screen, memberPage }: AccountScreenProps) {
  return (
    <div className={cn(CONTAINER_BOX, 'max-w-3xl py-16')} data-starter-account={screen}>
      <div className={cn(CARD, 'px-4 py-8 sm:px-10')}>
        <AccountMount kind={screen} className="flex justify-center [&>form]:w-full" />
      </div>
      <DashboardPage memberPage={memberPage} className="mt-10" />
    </div>
  )
}
