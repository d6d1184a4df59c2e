export { ValidateScreen } from './validate-screen';
export type { ValidateScreenProps } from './validate-screen';
