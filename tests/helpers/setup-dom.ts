import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
// Every class list a component joins is checked for Tailwind classes overriding each other.
import './class-conflicts'

// A `findBy…` waits up to 5 s (Testing Library's default is 1 s): the first render of a page loads
// its lazy chunks and a language catalog through Vite's on-the-fly transform, which takes seconds
// when both cores are busy (CI runs the test files two at a time). A passing wait returns at once.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())
