import type { OrgConfig } from '@/api/schemas/organisation'

/**
 * Applies an organisation's brand as CSS variables on :root (see src/styles.css). A later
 * white-label issue adds variables here, not classes in components.
 */
export function applyBranding(branding: OrgConfig['branding'], root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--brand-primary', branding.primaryColor)
  root.style.setProperty('--brand-accent', branding.accentColor)
}
