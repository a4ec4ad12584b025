export { FormattingIcon, type FormattingIconName } from './FormattingIcon';
export { Icon, type IconName, type IconProps, iconNames } from './Icon';
export { ProgressIcon, type ProgressIconName, type ProgressIconProps, progressIconNames } from './ProgressIcon';
