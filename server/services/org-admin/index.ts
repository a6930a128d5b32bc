/**
 * Organisation admin (`npm run org`, scripts/org.ts): an organisation as a JSON file, checked
 * with zod, written in one transaction, and printed back in the same shape.
 */
export { organisationFileSchema, type OrganisationFile, type OrganisationFileJson } from './file-schema'
export { MAX_ASSET_BYTES } from './files'
export { OrgFileError } from './issues'
export { assetUrl, readOrganisationFile, storeRefs } from './read-file'
export { addOrganisation, updateOrganisation, type SaveResult } from './save'
export { formatOrganisationJson, formatOrganisationList, listOrganisations, showOrganisation } from './show'
export { embeddedStoreHolders } from './store-in-use'
