import { libraryConfig } from '../build/library';

export default libraryConfig(import.meta.dirname);
