import { TeamGrid } from '@/components/landing/TeamGrid'
import { useStarterConfig } from '@/themes/starter/config'
import { Heading } from '@/themes/starter/components/home/Heading'
import { SECTION, SECTION_GREY, CONTAINER } from '@/themes/starter/components/styles'

/** The team: round avatars on a blue ring, names and roles, on the grey ground. */
export function Team() {
  const c = useStarterConfig()
  return (
    <div className={SECTION_GREY}>
      <TeamGrid
        id="team"
        className={`${SECTION} ${CONTAINER}`}
        heading={
          <Heading
            label={c.STARTER_TEAM_TITLE}
            title={c.STARTER_TEAM_TEXT_1}
            text={c.STARTER_TEAM_TEXT_2}
          />
        }
        members={c.STARTER_TEAM_ITEMS.map((m) => ({
          name: m.STARTER_TEAM_ITEM_NICKNAME,
          description: m.STARTER_TEAM_ITEM_DESCRIPTION,
          avatar: m.STARTER_TEAM_ITEM_AVATAR
        }))}
        classes={{
          list: 'grid-cols-2 gap-x-4',
          avatar:
            'h-24 w-24 ring-4 ring-[#3758F9]/30 ring-offset-4 ring-offset-transparent sm:h-30 sm:w-30',
          name: 'text-lg'
        }}
      />
    </div>
  )
}
