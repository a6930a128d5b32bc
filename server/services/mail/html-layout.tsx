import type { CSSProperties } from 'react'
import type { I18n } from '@lingui/core'
import { Body, Button, Container, Head, Html, Img, Link, Preview, Section, Text, render } from '@react-email/components'
import type { Block, MailDocument, Row } from './document'
import { textDirection } from '@contract/text-direction'
import { mailPalette, type MailBrand, type MailColours } from './palette'
import { spell, valueText } from './text'

/*
 * The HTML part of every mail (react-email, rendered on the server when the mail is enqueued).
 * Light colours are inline, as mail clients want; a dark client gets the dark palette from the
 * prefers-color-scheme block (and Outlook.com's [data-ogsc] selectors), on the classes below.
 * Nothing depends on an image: the logo has the organisation's name as its alternative text, and
 * every action is a text link as well as a button. Colours: ./palette.ts (contrast-checked).
 */

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** The dark palette on the classes the layout puts on its parts; !important beats the inline light colours. */
function darkCss(c: MailColours): string {
  const rules = (scope: string) =>
    [
      `${scope}.mail-page{background-color:${c.page}!important}`,
      `${scope}.mail-card{background-color:${c.card}!important}`,
      `${scope}.mail-text{color:${c.text}!important}`,
      `${scope}.mail-muted{color:${c.muted}!important}`,
      `${scope}.mail-link{color:${c.link}!important}`,
      `${scope}.mail-rule{border-color:${c.rule}!important}`,
    ].join('')
  return `:root{color-scheme:light dark;supported-color-schemes:light dark}@media (prefers-color-scheme: dark){${rules('')}}${rules('[data-ogsc] ')}`
}

function Rows({ i18n, rows, c }: { i18n: I18n; rows: Row[]; c: MailColours }) {
  const cell: CSSProperties = { padding: '2px 0', verticalAlign: 'top', textAlign: 'start', fontSize: '14px', lineHeight: '20px' }
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td className="mail-muted" style={{ ...cell, color: c.muted, paddingInlineEnd: '12px', width: '40%' }}>
              {spell(i18n, row.label)}
            </td>
            <td className="mail-text" style={{ ...cell, color: c.text }}>
              {valueText(i18n, row.value)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function BlockView({ i18n, block, c }: { i18n: I18n; block: Block; c: MailColours }) {
  const text: CSSProperties = { color: c.text, fontSize: '15px', lineHeight: '22px', margin: '0 0 16px', textAlign: 'start' }
  switch (block.kind) {
    case 'text':
      return (
        <Text className="mail-text" style={text}>
          {spell(i18n, block.words)}
        </Text>
      )
    case 'rows':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.heading && (
            <Text className="mail-text" style={{ ...text, fontWeight: 700, margin: '0 0 8px' }}>
              {spell(i18n, block.heading)}
            </Text>
          )}
          <Rows i18n={i18n} rows={block.rows} c={c} />
        </Section>
      )
    case 'item':
      return (
        <Section className="mail-rule" style={{ borderTop: `1px solid ${c.rule}`, padding: '12px 0 0', margin: '0 0 16px' }}>
          <Text className="mail-text" style={{ ...text, fontWeight: 700, margin: '0 0 8px' }}>
            {block.title}
          </Text>
          <Rows i18n={i18n} rows={block.rows} c={c} />
          {block.note && (
            <Text className="mail-muted" style={{ ...text, color: c.muted, fontSize: '14px', margin: '8px 0 0' }}>
              {spell(i18n, block.note)}
            </Text>
          )}
          {block.costs && <Rows i18n={i18n} rows={block.costs} c={c} />}
        </Section>
      )
    case 'action':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text className="mail-text" style={{ ...text, margin: '0 0 12px' }}>
            {spell(i18n, block.words)}
          </Text>
          <Button
            href={block.href}
            style={{
              backgroundColor: c.brand,
              color: c.onBrand,
              borderRadius: '6px',
              padding: '12px 20px',
              fontSize: '15px',
              fontWeight: 700,
              textDecoration: 'none',
            }}
          >
            {spell(i18n, block.button)}
          </Button>
          <Text className="mail-muted" style={{ ...text, color: c.muted, fontSize: '13px', margin: '12px 0 0', wordBreak: 'break-all' }}>
            <Link className="mail-link" href={block.href} style={{ color: c.link, textDecoration: 'underline' }}>
              {block.href}
            </Link>
          </Text>
        </Section>
      )
  }
}

/**
 * The mail's HTML document, in the mail's language (`lang`) and its direction (`dir`, right to
 * left in Arabic), and the organisation's brand. The direction is repeated on the body and the
 * card, since webmail clients drop the `<html>` element's attributes; text aligns to the start.
 */
export async function renderMailHtml(i18n: I18n, doc: MailDocument, brand: MailBrand, subject: string): Promise<string> {
  const { light: c, dark } = mailPalette(brand)
  const opening = spell(i18n, doc.blocks[0].words)
  const dir = textDirection(i18n.locale)
  return render(
    <Html lang={i18n.locale} dir={dir}>
      <Head>
        <title>{subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkCss(dark)}</style>
      </Head>
      <Preview>{opening}</Preview>
      {/* The page colour on the body too (it shows below a short mail); the section inside carries it for clients that drop the body's. */}
      <Body dir={dir} className="mail-page" style={{ backgroundColor: c.page, margin: 0, padding: 0, fontFamily: font }}>
        <Section className="mail-page" style={{ backgroundColor: c.page, padding: '24px 0' }}>
          <Container
            dir={dir}
            lang={i18n.locale}
            className="mail-card"
            style={{ backgroundColor: c.card, maxWidth: '600px', borderRadius: '8px', overflow: 'hidden' }}
          >
            <Section style={{ backgroundColor: c.brand, padding: '16px 24px', textAlign: 'start' }}>
              {brand.logoUrl ? (
                <Img
                  src={brand.logoUrl}
                  alt={brand.name}
                  height="40"
                  style={{ color: c.onBrand, fontSize: '20px', fontWeight: 700, fontFamily: font, height: '40px', width: 'auto' }}
                />
              ) : (
                <Text style={{ color: c.onBrand, fontSize: '20px', fontWeight: 700, margin: 0 }}>{brand.name}</Text>
              )}
            </Section>
            <Section style={{ padding: '24px' }}>
              {doc.blocks.map((block, i) => (
                <BlockView key={i} i18n={i18n} block={block} c={c} />
              ))}
            </Section>
          </Container>
          <Text className="mail-muted" style={{ color: c.muted, fontSize: '12px', textAlign: 'center', margin: '16px 0 0' }}>
            {brand.name}
          </Text>
        </Section>
      </Body>
    </Html>,
  )
}
