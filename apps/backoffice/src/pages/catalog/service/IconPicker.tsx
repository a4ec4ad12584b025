import { SERVICE_ICONS, type ServiceIconName } from '@startwise/api-client';
import { Inline, Select, ServiceIconTile } from '@startwise/ui';

const ICON_OPTIONS = SERVICE_ICONS.map((name) => ({ value: name, label: name.replaceAll('-', ' ') }));

/** The service's icon, chosen by name from the contract's list, with the chosen one drawn beside the list. */
export function IconPicker({ value, onChange }: { value: ServiceIconName; onChange: (icon: ServiceIconName) => void }) {
  return (
    <Inline space="medium" alignY="bottom">
      <Select
        label="Icon"
        hint="Drawn on the service's card and at the top of its page."
        options={ICON_OPTIONS}
        value={value}
        onChange={(icon) => {
          const chosen = SERVICE_ICONS.find((name) => name === icon);
          if (chosen) onChange(chosen);
        }}
      />
      <ServiceIconTile name={value} />
    </Inline>
  );
}
