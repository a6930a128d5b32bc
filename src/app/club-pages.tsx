import { lazy } from 'react'

/*
 * The travel club's pages (issue 18) behind one lazy import of the route table: each page is still
 * its own chunk, but the home page's first scripts carry one import and its preload list instead
 * of six (their budget, `npm run size`, had no room for six).
 */
const pages = {
  promotions: lazy(() => import('@/features/promotions/promotions-page')),
  programs: lazy(() => import('@/features/referrals/programs-page')),
  credits: lazy(() => import('@/features/referrals/credits-page')),
  rewards: lazy(() => import('@/features/rewards/rewards-page')),
  dailyDeals: lazy(() => import('@/features/daily-deals/daily-deals-page')),
  join: lazy(() => import('@/features/join/join-page')),
}

export type ClubPageName = keyof typeof pages

/** Daily deals opened from the navigation (src/app/shell/header.tsx renders it through this module too). */
const DailyDealsLauncher = lazy(() => import('@/features/daily-deals/daily-deals-launcher'))
type LauncherProps = Parameters<typeof DailyDealsLauncher>[0]

/** The club page called `name`, or the daily-deals launcher with its props. */
export default function ClubPage(props: { name: ClubPageName } | ({ name: 'dailyDealsLauncher' } & LauncherProps)) {
  if (props.name === 'dailyDealsLauncher') {
    const { name: _, ...launcher } = props
    return <DailyDealsLauncher {...launcher} />
  }
  const Page = pages[props.name]
  return <Page />
}
