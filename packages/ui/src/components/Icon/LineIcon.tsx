import { icon } from './Icon.css';

/**
 * One stroke path on the 24-unit grid, at the kit's icon size in the current text colour. Always decorative. What
 * `Icon`, `ProgressIcon` and `FormattingIcon` draw; each keeps its own table of paths, so a page ships only the
 * tables it uses.
 */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
