export { Prose, type ProseProps, proseClassName } from './Prose';
