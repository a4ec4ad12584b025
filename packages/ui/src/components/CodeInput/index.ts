export { CODE_LENGTH, CodeInput, type CodeInputHandle, type CodeInputProps } from './CodeInput';
