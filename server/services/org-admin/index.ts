/**
 * Organisation admin (`npm run org`, scripts/org.ts): an organisation as a JSON file, checked
 * with zod, written in one transaction, and printed back in the same shape. The command works
 * on the store directly, or hands its work to a running server's admin API (admin-api.ts,
 * admin-file.ts, routes/admin.ts), which runs the same functions.
 */
export {
  adminPaths,
  adminRefusal,
  listAnswer,
  MAX_ADMIN_BODY_BYTES,
  organisationDocument,
  readOrganisationDocument,
  saveAnswer,
  sentFiles,
  showAnswer,
  showRequest,
  type OrganisationDocument,
} from './admin-api'
export {
  adminFilePath,
  adminUrl,
  processAlive,
  readAdminFile,
  removeAdminFile,
  writeAdminFile,
  newAdminToken,
  type AdminFile,
} from './admin-file'
export { organisationFileSchema, type OrganisationFile, type OrganisationFileJson } from './file-schema'
export { MAX_ASSET_BYTES } from './files'
export { OrgFileError } from './issues'
export { assetUrl, checkOrganisationJson, readOrganisationFile, storeRefs } from './read-file'
export { addOrganisation, updateOrganisation, type OrganisationSource, type SaveResult } from './save'
export { formatOrganisationJson, formatOrganisationList, listOrganisations, showOrganisation, type OrganisationLine } from './show'
export { embeddedStoreHolders } from './store-in-use'
