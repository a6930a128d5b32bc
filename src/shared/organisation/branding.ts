import type { OrgConfig } from '@contract/schemas/organisation'

/**
 * Applies an organisation's brand at the root: colours and fonts as CSS variables (see
 * src/styles.css), so every component follows without a fork, and its favicon.
 */
export function applyBranding(branding: OrgConfig['branding'], root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--brand-primary', branding.primaryColor)
  root.style.setProperty('--brand-accent', branding.accentColor)
  setOrRemove(root, '--brand-font', branding.fontFamily)
  setOrRemove(root, '--brand-heading-font', branding.headingFontFamily)
  if (branding.faviconUrl) {
    const icon = root.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (icon) {
      icon.href = branding.faviconUrl
      icon.type = branding.faviconUrl.endsWith('.svg') ? 'image/svg+xml' : ''
    }
  }
}

function setOrRemove(root: HTMLElement, name: string, value: string | null) {
  if (value) root.style.setProperty(name, value)
  else root.style.removeProperty(name)
}
