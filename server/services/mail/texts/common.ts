/** Words every mail's plain text uses: a labelled row, "Label: value" (French puts a space before the colon). */
export const row = /*i18n*/ { id: '{label}: {value}', message: '{label}: {value}' }
