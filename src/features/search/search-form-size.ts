/**
 * The search form's box, shared with the skeleton the home page shows while the form's chunk
 * loads (a tiny module, so the home page's first script does not grow), so nothing shifts.
 */
export const searchFormBoxClasses = 'min-h-[30rem] rounded-xl border border-line bg-surface p-4 shadow-sm sm:min-h-[17rem] sm:p-6'
