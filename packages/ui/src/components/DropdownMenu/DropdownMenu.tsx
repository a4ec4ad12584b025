import type { ReactNode } from 'react';
import { Button, type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuItem {
  id: string;
  label: string;
  /** `critical` for actions such as 'Sign Out'. */
  tone?: 'neutral' | 'critical';
}

export interface DropdownMenuProps {
  /** What the trigger button shows, e.g. an `Avatar`, or text. */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not text, e.g. 'Account menu'. */
  'aria-label'?: string;
  items: readonly DropdownMenuItem[];
  /** Called with the chosen item's id; the app navigates or acts (the kit never imports a router). */
  onAction: (id: string) => void;
  /** Which side of the trigger the menu opens on. */
  placement?: 'bottom start' | 'bottom end';
}

/**
 * A button that opens a list of actions (React Aria `MenuTrigger`/`Menu`): Enter, Space or ArrowDown opens
 * it with focus on the first item, arrows move, Enter chooses, Escape or a click outside closes and focus
 * returns to the button.
 */
export function DropdownMenu({
  trigger,
  'aria-label': ariaLabel,
  items,
  onAction,
  placement = 'bottom end',
}: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <Button aria-label={ariaLabel} className={styles.trigger}>
        {trigger}
      </Button>
      <Popover placement={placement} className={styles.popover}>
        <Menu className={styles.menu} onAction={(key: Key) => onAction(String(key))}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              textValue={item.label}
              className={item.tone === 'critical' ? `${styles.item} ${styles.criticalItem}` : styles.item}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
