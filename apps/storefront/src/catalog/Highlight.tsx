import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every occurrence of the query's words marked (case-insensitive), for search suggestions. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  // split with a capturing group puts the matches at the odd indexes.
  return (
    <>
      {text.split(pattern).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in a fixed order.
        index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
