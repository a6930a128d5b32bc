/*
 * Zod compiles a faster parser for each object schema with `new Function`, after probing whether
 * eval is allowed. Our pages' CSP forbids eval (server/http/security-headers.ts), so the probe only
 * reported a CSP violation in every browser (Lighthouse best practices 96, "inspector-issues").
 * Zod reads its settings from this global when its first module loads: set before any schema
 * exists, the pages' schemas never probe. The server keeps the compiled parsers.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

export {}
