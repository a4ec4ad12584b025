export { CodeInput, type CodeInputHandle, type CodeInputProps } from './CodeInput';
