/** The heading elements the verdict panel uses; its sections sit one level below its headline. */
export type HeadingTag = 'h2' | 'h3' | 'h4'
