import '../../typefaces/inter.css';

export { startwiseTheme } from './theme.css';
export { startwiseTokens } from './tokens';
