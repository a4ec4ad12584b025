import * as styles from './Prose.css';

export interface ProseProps {
  /** Rich text as HTML. It must already be sanitized by the app (e.g. with DOMPurify): the kit sets it as is. */
  html: string;
}

/**
 * The class that draws rich text as `Prose` does, for an element the kit does not render: a rich-text editor's
 * editable area, so what is edited looks like what is shown (lists with their markers, headings in the type scale).
 */
export const proseClassName = styles.prose;

/** Rich text the kit does not write (a service's description): paragraphs, headings, lists, bold and links. */
export function Prose({ html }: ProseProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller passes sanitized HTML (see `html`).
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
