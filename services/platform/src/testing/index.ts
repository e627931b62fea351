// Test helpers for every service's integration tests.
export * from './backing-services.ts';
export * from './database.ts';
export * from './service.ts';
export * from './http-client.ts';
