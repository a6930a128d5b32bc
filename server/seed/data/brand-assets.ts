/**
 * The seeded organisations' own files (served from the store at /api/brand/<code>/<name>). Drawn
 * here as SVG text so the bundled server carries them without a file lookup.
 */

/** Demo Travel Club: a compass rose in the demo blue and amber. */
const demoLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Demo Travel Club">
<circle cx="32" cy="32" r="30" fill="#0b5cab"/>
<circle cx="32" cy="32" r="22" fill="none" stroke="#ffffff" stroke-width="2" opacity=".5"/>
<path d="M32 8 38 32 32 56 26 32Z" fill="#ffffff"/>
<path d="M8 32 32 26 56 32 32 38Z" fill="#f59e0b"/>
<circle cx="32" cy="32" r="4" fill="#0b5cab"/>
</svg>
`

/** Atlas Holidays: a globe with a sun, in teal and rose. */
const atlasLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Atlas Holidays">
<rect width="64" height="64" rx="14" fill="#0f766e"/>
<circle cx="44" cy="18" r="8" fill="#e11d48"/>
<circle cx="28" cy="36" r="18" fill="none" stroke="#ffffff" stroke-width="3"/>
<path d="M10 36h36M28 18c-7 9-7 27 0 36M28 18c7 9 7 27 0 36" fill="none" stroke="#ffffff" stroke-width="2.5"/>
</svg>
`

/** Atlas's CSS may use its own images: a wave under the header before sign-in. */
const atlasWave = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 8" preserveAspectRatio="none">
<path d="M0 4q15-6 30 0t30 0 30 0 30 0V8H0Z" fill="#e11d48"/>
</svg>
`

export type BrandAssetSeed = { name: string; contentType: string; body: string }

export const brandAssets: Record<'demo' | 'atlas', BrandAssetSeed[]> = {
  demo: [{ name: 'logo.svg', contentType: 'image/svg+xml', body: demoLogo }],
  atlas: [
    { name: 'logo.svg', contentType: 'image/svg+xml', body: atlasLogo },
    { name: 'wave.svg', contentType: 'image/svg+xml', body: atlasWave },
  ],
}
