export * from './content-versions';
export * from './events';
export * from './fair-config';
export * from './match-generation';
export * from './matches';
export * from './tickets';
export * from './users';
export * from './vendors';
