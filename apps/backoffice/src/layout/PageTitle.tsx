/** The document's title for a back-office screen: '{title} | Back office' (React puts it in the head). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | Back office`}</title>;
}
