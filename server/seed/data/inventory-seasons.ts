import type { SeasonSeed } from './inventory-types'

/*
 * Seasons by climate. Every destination also has the year-end holidays at a higher priority, so
 * a night in both "High season" and "Holidays" is priced as holidays.
 */

const holidays = (multiplierBp: number): SeasonSeed => ({ name: 'Holidays', from: '12-20', to: '01-05', multiplierBp, priority: 10 })

export const caribbeanSeasons: readonly SeasonSeed[] = [
  { name: 'High season', from: '01-06', to: '04-15', multiplierBp: 13000, priority: 1 },
  { name: 'Summer holidays', from: '07-01', to: '08-15', multiplierBp: 11500, priority: 1 },
  { name: 'Low season', from: '09-01', to: '11-30', multiplierBp: 8000, priority: 1 },
  holidays(16000),
]

export const mediterraneanSeasons: readonly SeasonSeed[] = [
  { name: 'High season', from: '06-15', to: '09-15', multiplierBp: 13000, priority: 1 },
  { name: 'Spring', from: '04-01', to: '06-14', multiplierBp: 11000, priority: 1 },
  { name: 'Low season', from: '11-01', to: '03-15', multiplierBp: 8500, priority: 1 },
  holidays(13500),
]

export const northernCitySeasons: readonly SeasonSeed[] = [
  { name: 'Summer', from: '06-01', to: '08-31', multiplierBp: 12000, priority: 1 },
  { name: 'Autumn fairs', from: '09-15', to: '10-31', multiplierBp: 11000, priority: 1 },
  { name: 'Low season', from: '01-06', to: '02-28', multiplierBp: 8500, priority: 1 },
  holidays(14000),
]

export const southernSeasons: readonly SeasonSeed[] = [
  { name: 'High season', from: '12-01', to: '02-28', multiplierBp: 13000, priority: 1 },
  { name: 'Low season', from: '06-01', to: '08-31', multiplierBp: 8000, priority: 1 },
  holidays(15500),
]

export const tokyoSeasons: readonly SeasonSeed[] = [
  { name: 'Cherry blossom', from: '03-25', to: '04-10', multiplierBp: 14000, priority: 5 },
  { name: 'Golden Week', from: '04-29', to: '05-06', multiplierBp: 13500, priority: 5 },
  { name: 'Autumn leaves', from: '11-10', to: '11-30', multiplierBp: 11500, priority: 1 },
  { name: 'Low season', from: '01-10', to: '02-28', multiplierBp: 8500, priority: 1 },
  holidays(13000),
]

export const baliSeasons: readonly SeasonSeed[] = [
  { name: 'Dry season', from: '07-01', to: '08-31', multiplierBp: 13000, priority: 1 },
  { name: 'Rainy season', from: '01-10', to: '03-31', multiplierBp: 8500, priority: 1 },
  holidays(15000),
]

export const orlandoSeasons: readonly SeasonSeed[] = [
  { name: 'Spring break', from: '03-01', to: '04-15', multiplierBp: 12500, priority: 1 },
  { name: 'Summer', from: '06-10', to: '08-15', multiplierBp: 13000, priority: 1 },
  { name: 'Low season', from: '09-01', to: '11-15', multiplierBp: 8500, priority: 1 },
  holidays(15000),
]

export const desertSeasons: readonly SeasonSeed[] = [
  { name: 'Spring', from: '03-15', to: '05-15', multiplierBp: 12000, priority: 1 },
  { name: 'Summer heat', from: '06-15', to: '08-31', multiplierBp: 8000, priority: 1 },
  { name: 'Autumn', from: '10-01', to: '11-15', multiplierBp: 11500, priority: 1 },
  holidays(14000),
]

export const canarySeasons: readonly SeasonSeed[] = [
  { name: 'Winter sun', from: '11-01', to: '03-31', multiplierBp: 12500, priority: 1 },
  { name: 'Summer holidays', from: '07-15', to: '08-31', multiplierBp: 11500, priority: 1 },
  { name: 'Low season', from: '05-01', to: '06-30', multiplierBp: 8500, priority: 1 },
  holidays(15000),
]

export const newYorkSeasons: readonly SeasonSeed[] = [
  { name: 'Autumn', from: '09-15', to: '11-20', multiplierBp: 12000, priority: 1 },
  { name: 'Low season', from: '01-06', to: '03-15', multiplierBp: 8000, priority: 1 },
  { name: 'Summer', from: '06-15', to: '08-31', multiplierBp: 11000, priority: 1 },
  holidays(16000),
]
