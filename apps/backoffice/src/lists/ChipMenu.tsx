import { Icon } from '@startwise/ui';
import type { ReactNode } from 'react';
import { Button, Menu, type MenuProps, MenuTrigger, Popover } from 'react-aria-components';
import { CheckedOption } from './CheckedOption';
import * as chips from './FilterChips.css';

type MenuChoices = Pick<
  MenuProps<object>,
  'selectionMode' | 'selectedKeys' | 'disabledKeys' | 'onAction' | 'onSelectionChange'
>;

interface ChipMenuProps extends MenuChoices {
  /** What the chip reads, before its chevron. */
  face: ReactNode;
  /** The menu's name. */
  menuLabel: string;
  options: readonly { id: string; label: string }[];
}

/** A chip at the end of a list's tools that opens a menu of checked choices (the columns shown, the order). */
export function ChipMenu({ face, menuLabel, options, ...choices }: ChipMenuProps) {
  return (
    <MenuTrigger>
      <Button className={chips.chip}>
        {face}
        <Icon name="chevronDown" />
      </Button>
      <Popover placement="bottom end" className={chips.popover}>
        <Menu aria-label={menuLabel} className={chips.menu} {...choices}>
          {options.map((option) => (
            <CheckedOption key={option.id} id={option.id} label={option.label} />
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
