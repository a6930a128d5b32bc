import { lazy, Suspense } from 'react'
import HomePage from '@/features/home/home-page'
import { SearchFormSkeleton } from '@/features/search/search-form-skeleton'

// The form, its date pickers and the booking calls are their own chunk: the first script is at its budget.
const HomeSearch = lazy(() => import('@/features/search/home-search'))

/** The home route: the home page with the booking search form, two features composed by the app. */
export function HomeRoute() {
  return (
    <HomePage
      search={
        <Suspense fallback={<SearchFormSkeleton />}>
          <HomeSearch />
        </Suspense>
      }
    />
  )
}
