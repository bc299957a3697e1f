export * from './types';
export * from './validate';
export * from './use-schema-form';
export * from './schema-form';
export * from './schema-cache';
