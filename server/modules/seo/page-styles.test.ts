import { describe, expect, it } from 'vitest'
import { classesIn, pageStyles } from './page-styles.ts'

// Shaped like Tailwind's minified output: layers, nested at-rules, escaped class names.
const CSS = [
  '/*! tailwindcss */',
  '@layer theme,base,utilities;',
  '@layer base{*,:before{box-sizing:border-box}html{line-height:1.5}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.sm\\:py-20{padding:1px}',
  '.w-1\\/2{width:50%}',
  '.\\32 xl\\:grid{display:grid}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.btn.is-active{color:red}',
  '.card .title{font-weight:700}',
  '.open,.closed{opacity:1}',
  '.group-hover\\:block:is(:where(.group):hover *){display:block}',
  ':where(.space-y-4>:not(:last-child)){margin-top:1rem}',
  '.x:not(.y){color:blue}',
  '[data-label=".z"]{color:green}',
  '.after\\:content-\\[\\"\\}\\"\\]:after{content:"}"}',
  '@media (width>=40rem){.sm\\:flex{display:flex}.md\\:hidden{display:none}}',
  '@supports (color:red){.unused{color:red}}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('')

// The stylesheet for a page whose markup uses these classes, escaped as React writes attributes.
const keptFor = (classes: string[]) =>
  pageStyles(CSS).forMarkup(
    `<div class="${classes.map((name) => name.replaceAll('&', '&amp;').replaceAll('"', '&quot;')).join(' ')}"></div>`,
  )

describe('a page’s stylesheet', () => {
  it('keeps the rules without classes, the layer order and @keyframes', () => {
    const css = keptFor([])
    expect(css).toContain('@layer theme,base,utilities;')
    expect(css).toContain('@layer base{*,:before{box-sizing:border-box}html{line-height:1.5}}')
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}')
    expect(css).toContain('[data-label=".z"]{color:green}')
    expect(css).not.toContain('.flex{')
    expect(css).not.toContain('@media')
    expect(css).not.toContain('@supports')
  })

  it('keeps a rule when every class outside parentheses in one of its selectors is on the page', () => {
    const css = keptFor(['flex', 'sm:py-20', 'w-1/2', '2xl:grid', '[&>svg]:size-4', 'hover:underline', 'btn'])
    for (const rule of [
      '.flex{display:flex}',
      '.sm\\:py-20{padding:1px}',
      '.w-1\\/2{width:50%}',
      '.\\32 xl\\:grid{display:grid}',
      '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
      '.hover\\:underline:hover{text-decoration:underline}',
    ]) {
      expect(css).toContain(rule)
    }
    // Both classes are needed for a compound selector and for a descendant one.
    expect(css).not.toContain('.btn.is-active')
    expect(keptFor(['btn', 'is-active'])).toContain('.btn.is-active{color:red}')
    expect(keptFor(['card'])).not.toContain('.card .title')
    expect(keptFor(['card', 'title'])).toContain('.card .title{font-weight:700}')
  })

  it('keeps a rule with a selector list when any one of its selectors matches', () => {
    expect(keptFor(['closed'])).toContain('.open,.closed{opacity:1}')
  })

  it('never drops a rule for a class inside parentheses', () => {
    const css = keptFor(['group-hover:block', 'x'])
    expect(css).toContain('.group-hover\\:block:is(:where(.group):hover *){display:block}')
    expect(css).toContain(':where(.space-y-4>:not(:last-child)){margin-top:1rem}')
    expect(css).toContain('.x:not(.y){color:blue}')
  })

  it('reads braces inside strings and escapes as text', () => {
    const css = keptFor(['after:content-["}"]'])
    expect(css).toContain('.after\\:content-\\[\\"\\}\\"\\]:after{content:"}"}')
    expect(css).toContain('@keyframes spin')
  })

  it('keeps an @media block with only the rules the page uses', () => {
    expect(keptFor(['sm:flex'])).toContain('@media (width>=40rem){.sm\\:flex{display:flex}}')
  })
})

// A theme, the defaults of Tailwind's own variables, and their registrations.
const THEME = [
  '@layer theme{:root,:host{--font-sans:Arial;--default-font-family:var(--font-sans);--color-red:red;--color-blue:blue;--spacing:.25rem}}',
  '@layer properties{@supports (not (margin-trim:inline)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000;--tw-gone:1}}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-gone{syntax:"*";inherits:false}',
  '@layer base{html{font-family:var(--default-font-family,sans-serif)}}',
  '@layer utilities{.p-2{padding:calc(var(--spacing) * 2)}.text-red{color:var(--color-red)}.text-blue{color:var(--color-blue)}.shadow{box-shadow:var(--tw-shadow),var(--tw-ring)}}',
].join('')

describe('the custom properties of a page’s stylesheet', () => {
  const forMarkup = (markup: string) => pageStyles(THEME).forMarkup(markup)

  it('keeps those a kept rule reads, and those their values read in turn', () => {
    const css = forMarkup('<p class="p-2 text-red shadow">x</p>')
    expect(css).toContain(
      '@layer theme{:root,:host{--font-sans:Arial;--default-font-family:var(--font-sans);--color-red:red;--spacing:.25rem}}',
    )
    expect(css).toContain('*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}')
    expect(css).toContain('@property --tw-shadow{')
    expect(css).not.toContain('--color-blue')
    expect(css).not.toContain('--tw-gone')
  })

  it('keeps those the markup’s style attributes read', () => {
    expect(forMarkup('<p style="color:var(--color-blue)">x</p>')).toContain('--color-blue:blue')
  })

  it('drops a rule left with no declaration, and keeps the layers in order', () => {
    const css = forMarkup('<p>x</p>')
    expect(css).not.toContain('@supports')
    expect(css).toContain('@layer properties{}')
    expect(css).toContain('@layer utilities{}')
  })
})

describe('the classes of a page', () => {
  it('are read from class attributes (not from text), with HTML entities decoded', () => {
    const classes = classesIn(
      '<div class="flex  sm:py-4"><p class="[&amp;&gt;svg]:size-4 a&#x27;b">x class=&quot;no&quot;</p></div>',
    )
    expect([...classes].sort()).toEqual(['[&>svg]:size-4', "a'b", 'flex', 'sm:py-4'])
  })
})
