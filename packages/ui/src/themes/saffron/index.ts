import '../../typefaces/inter.css';
import '../../typefaces/fraunces.css';

export { saffronTheme } from './theme.css';
export { saffronTokens } from './tokens';
