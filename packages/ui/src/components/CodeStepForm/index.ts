export { CodeStepForm, type CodeStepFormProps } from './CodeStepForm';
