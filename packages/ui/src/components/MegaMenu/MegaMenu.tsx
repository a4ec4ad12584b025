import { useRef, useState } from 'react';
import { useLinkComponent } from '../../UiProvider/LinkComponent';
import * as styles from './MegaMenu.css';

export interface MegaMenuLink {
  id: string;
  label: string;
  href: string;
}

export interface MegaMenuSection {
  id: string;
  /** The section's name in the list on the left, e.g. 'GST & Tax'; it links to `href`. */
  label: string;
  href: string;
  /** Names the section's links for assistive technology, e.g. 'GST & Tax services'. */
  linksLabel: string;
  links: readonly MegaMenuLink[];
  /** A link to `href` above the section's links, e.g. 'View all GST & Tax services'. */
  viewAllLabel?: string;
}

export interface MegaMenuProps {
  sections: readonly MegaMenuSection[];
  /** Shown in place of the links of a section that has none (or of the menu without sections). */
  emptyMessage: string;
  /** Called when a link is chosen, so the menu holding this panel can close. */
  onNavigate?: () => void;
}

/**
 * The content of a mega-menu panel (inside a `NavMenu` entry's panel): the sections as a list on the left, the
 * links of the section under the pointer or keyboard focus on the right. Each section's links follow its name in
 * the document, so Tab goes from a section into its links and on to the next section; only the shown section's
 * links are rendered.
 */
export function MegaMenu({ sections, emptyMessage, onNavigate }: MegaMenuProps) {
  const [activeId, setActiveId] = useState(sections[0]?.id);
  const shownLinks = useRef<HTMLDivElement>(null);
  const AppLink = useLinkComponent();
  // The pointer passing over another section must not take the links away from under the keyboard's focus (focus
  // would fall back to the page), so hover only switches sections while focus is not among the shown links.
  const showOnHover = (id: string) => {
    if (!shownLinks.current?.contains(document.activeElement)) setActiveId(id);
  };
  if (sections.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    // One row per section name, then a flexible one (see MegaMenu.css.ts).
    <div className={styles.menu} style={{ gridTemplateRows: `repeat(${sections.length}, auto) 1fr` }}>
      {sections.map((section) => {
        const isActive = section.id === activeId;
        return (
          <div key={section.id} className={styles.section}>
            <AppLink
              href={section.href}
              className={styles.sectionLink}
              data-active={isActive || undefined}
              onMouseEnter={() => showOnHover(section.id)}
              onFocus={() => setActiveId(section.id)}
              onClick={onNavigate}
            >
              {section.label}
            </AppLink>
            {isActive ? (
              // Spans every row, so it sits beside the list whichever section is shown.
              // biome-ignore lint/a11y/useSemanticElements: a named group of links; <fieldset> is for form controls.
              <div ref={shownLinks} role="group" className={styles.links} aria-label={section.linksLabel}>
                {section.viewAllLabel ? (
                  <AppLink href={section.href} className={styles.viewAll} onClick={onNavigate}>
                    {section.viewAllLabel}
                  </AppLink>
                ) : null}
                {section.links.length > 0 ? (
                  <ul className={styles.linkList}>
                    {section.links.map((link) => (
                      <li key={link.id}>
                        <AppLink href={link.href} className={styles.link} onClick={onNavigate}>
                          {link.label}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.empty}>{emptyMessage}</p>
                )}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
