import * as styles from './Prose.css';

export interface ProseProps {
  /** Rich text as HTML. It must already be sanitized by the app (e.g. with DOMPurify): the kit sets it as is. */
  html: string;
}

/** Rich text the kit does not write (a service's description): paragraphs, headings, lists, bold and links. */
export function Prose({ html }: ProseProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller passes sanitized HTML (see `html`).
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
