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

const keptFor = (classes: string[]) => pageStyles(CSS).forClasses(new Set(classes))

describe('a page’s stylesheet', () => {
  it('keeps the rules without classes, the layer order, @property and @keyframes', () => {
    const css = keptFor([])
    expect(css).toContain('@layer theme,base,utilities;')
    expect(css).toContain('@layer base{*,:before{box-sizing:border-box}html{line-height:1.5}}')
    expect(css).toContain('@property --tw-shadow{')
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

describe('the classes of a page', () => {
  it('are read from class attributes (not from text), with HTML entities decoded', () => {
    const classes = classesIn(
      '<div class="flex  sm:py-4"><p class="[&amp;&gt;svg]:size-4 a&#x27;b">x class=&quot;no&quot;</p></div>',
    )
    expect([...classes].sort()).toEqual(['[&>svg]:size-4', "a'b", 'flex', 'sm:py-4'])
  })
})
