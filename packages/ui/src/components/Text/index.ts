export { Text, type TextProps } from './Text';
export { type TextTone, type TextWeight, textTones, textWeights } from './Text.css';
