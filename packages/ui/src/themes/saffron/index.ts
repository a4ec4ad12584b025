export { saffronTheme } from './theme.css';
export { saffronTokens } from './tokens';
