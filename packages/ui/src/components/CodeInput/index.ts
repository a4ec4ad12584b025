export { CodeInput, type CodeInputHandle, type CodeInputProps } from './CodeInput';
export { CodeSubmitInput, type CodeSubmitInputProps } from './CodeSubmitInput';
